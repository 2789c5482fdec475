/**
 * What the two reports hold, read from the browser's own measurements (Navigation Timing, Paint Timing, the
 * Network Information API). Pure: the browser objects come in as arguments, so tests hand in their own.
 */

/** `PUT /performance` body: the page (path only: no query, which may carry tokens) and its timing marks in ms. */
export interface PerformanceReport {
  page: string;
  metrics: Record<string, number>;
}

/** `PUT /network-performance` body (spec part 1 §7: rtt, downlink, effectiveType). */
export interface NetworkReport {
  rtt: number | null;
  downlink: number | null;
  effectiveType: 'slow-2g' | '2g' | '3g' | '4g' | null;
}

type TimingSource = Pick<Performance, 'getEntriesByType'>;

/** The platform accepts 0..3 600 000 ms per mark (platform/modules/diagnostics/report-schemas.ts). */
const MAX_MS = 3_600_000;
const mark = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), MAX_MS) : null);

export function performanceReport(page: string, timing: TimingSource): PerformanceReport | null {
  const navigation = timing.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = timing.getEntriesByType('paint') as PerformanceEntry[];
  const candidates: Record<string, number | null> = {
    ttfb: mark(navigation?.responseStart),
    domInteractive: mark(navigation?.domInteractive),
    domContentLoaded: mark(navigation?.domContentLoadedEventEnd),
    load: mark(navigation?.loadEventEnd),
    fcp: mark(paint.find((entry) => entry.name === 'first-contentful-paint')?.startTime),
    transferKb: mark(navigation?.transferSize !== undefined ? navigation.transferSize / 1024 : undefined),
  };
  const metrics = Object.fromEntries(Object.entries(candidates).filter((entry): entry is [string, number] => entry[1] !== null));
  return Object.keys(metrics).length > 0 ? { page: page.slice(0, 200), metrics } : null;
}

interface ConnectionInfo {
  rtt?: number;
  downlink?: number;
  effectiveType?: string;
}
const TYPES = ['slow-2g', '2g', '3g', '4g'] as const;

/** `null` where the browser has no Network Information API (Safari, Firefox): nothing to report. */
export function networkReport(connection: ConnectionInfo | undefined): NetworkReport | null {
  if (!connection) return null;
  const number = (value: number | undefined, max: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : null);
  const type = TYPES.find((candidate) => candidate === connection.effectiveType) ?? null;
  const report = { rtt: number(connection.rtt, 600_000), downlink: number(connection.downlink, 100_000), effectiveType: type };
  return report.rtt === null && report.downlink === null && report.effectiveType === null ? null : report;
}
