import lighthouse from 'lighthouse';

/** One Lighthouse run of one page: the numbers the bench reports (bytes as transferred, i.e. compressed as served). */
export interface LighthouseSample {
  performance: number | null;
  /** Lighthouse's SEO category (issue 14: target 100): title, description, canonical, hreflang, robots, crawlable links. */
  seo?: number | null;
  fcp_ms: number | null;
  lcp_ms: number | null;
  tbt_ms: number | null;
  cls: number | null;
  js_transfer_bytes: number;
  js_resource_bytes: number;
  js_requests: number;
  total_transfer_bytes: number;
  requests: number;
  /** What Lighthouse counted as the largest contentful paint (a snippet), to explain a slow LCP. */
  lcp_element: string | null;
  /** Lighthouse's CPU benchmark of this machine at the time: lower means a slower or busier machine. */
  benchmark_index: number | null;
  warnings: string[];
}

/** What Lighthouse actually applied, read back from its result rather than assumed. */
export interface LighthouseSettings {
  lighthouse_version: string;
  form_factor: string;
  throttling_method: string;
  throttling: { rtt_ms?: number; throughput_kbps?: number; cpu_slowdown?: number };
}

/** The part of the `network-requests` table the bench reads. */
interface NetworkRequestRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * Runs Lighthouse once against the Chromium on `port`, with its defaults for a phone: mobile form factor and
 * screen, simulated slow 4G and a 4× slower CPU; the performance and SEO categories. A page Lighthouse could not
 * measure throws with Lighthouse's own error code.
 */
export async function runLighthouseOnce(url: string, port: number): Promise<{ sample: LighthouseSample; settings: LighthouseSettings }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  const seo = lhr.categories.seo?.score;
  const rows = tableItems<NetworkRequestRow>(lhr.audits['network-requests']?.details);
  const scripts = rows.filter((r) => r.resourceType === 'Script');
  const sum = (list: NetworkRequestRow[], key: 'transferSize' | 'resourceSize') => list.reduce((total, r) => total + (r[key] ?? 0), 0);
  const sample: LighthouseSample = {
    performance: score == null ? null : Math.round(score * 100),
    seo: seo == null ? null : Math.round(seo * 100),
    fcp_ms: numeric('first-contentful-paint'),
    lcp_ms: numeric('largest-contentful-paint'),
    tbt_ms: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js_transfer_bytes: sum(scripts, 'transferSize'),
    js_resource_bytes: sum(scripts, 'resourceSize'),
    js_requests: scripts.length,
    total_transfer_bytes: sum(rows, 'transferSize'),
    requests: rows.length,
    lcp_element: lcpElementSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    benchmark_index: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings.map(String),
  };
  const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
  const settings: LighthouseSettings = {
    lighthouse_version: lhr.lighthouseVersion,
    form_factor: formFactor,
    throttling_method: throttlingMethod,
    throttling: { rtt_ms: throttling.rttMs, throughput_kbps: throttling.throughputKbps, cpu_slowdown: throttling.cpuSlowdownMultiplier },
  };
  return { sample, settings };
}

function tableItems<T>(details: unknown): T[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** The LCP-element audit nests a table of nodes inside a list of tables. */
function lcpElementSnippet(details: unknown): string | null {
  for (const table of tableItems<{ items?: unknown }>(details)) {
    for (const row of tableItems<{ node?: { snippet?: string } }>(table)) {
      if (row.node?.snippet) return row.node.snippet;
    }
  }
  return null;
}
