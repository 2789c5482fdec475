import type { LighthouseReport } from './lighthouse-section';

const ms = (v: number | null) => (v === null ? '-' : `${Math.round(v)} ms`);
const kb = (v: number | null) => (v === null ? '-' : `${(v / 1024).toFixed(1)} KB`);
const times = (v: number | null) => (v === null ? '-' : `${v.toFixed(2)}×`);

/** Medians per page, the LCP ratio to the reference page, and which targets are missed. */
export function printLighthouseTable(report: LighthouseReport) {
  const s = report.settings;
  console.log(
    `\nLighthouse ${s?.lighthouse_version ?? '?'}, ${s?.form_factor ?? '?'}, ${s?.throttling_method ?? '?'} throttling ` +
      `(RTT ${s?.throttling.rtt_ms ?? '?'} ms, ${s?.throttling.throughput_kbps ?? '?'} kbps, CPU ${s?.throttling.cpu_slowdown ?? '?'}×), ` +
      `medians of ${report.runs_per_page} runs. CPU index is Lighthouse's benchmark of this machine during the runs: ` +
      'the lower it is, the busier the machine and the longer the simulated TBT and LCP.',
  );
  console.table(
    report.pages.map((p) => ({
      page: p.page,
      score: p.median.performance ?? '-',
      SEO: p.median.seo ?? '-',
      FCP: ms(p.median.fcp_ms),
      LCP: ms(p.median.lcp_ms),
      'LCP ÷ ref': times(p.ratio_to_reference.lcp),
      TBT: ms(p.median.tbt_ms),
      CLS: p.median.cls === null ? '-' : p.median.cls.toFixed(3),
      'JS on wire': kb(p.median.js_transfer_bytes),
      'JS reqs': p.median.js_requests ?? '-',
      'CPU index': p.median.benchmark_index ?? '-',
      'runs ok': `${p.runs.filter((r) => !('error' in r)).length}/${p.runs.length}`,
      'targets missed': missed(p.targets),
    })),
  );
}

function missed(targets: LighthouseReport['pages'][number]['targets']) {
  const names = targets.filter((t) => t.met !== true).map((t) => (t.met === null ? `${t.metric}?` : t.metric));
  return names.length ? names.join(', ') : 'none';
}
