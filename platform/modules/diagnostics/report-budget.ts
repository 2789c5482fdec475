/**
 * Anonymous diagnostics writes (`/log`, `/performance`, validation reports…) are open to anyone, so each
 * address gets a budget per minute, in reports and in bytes: a page's real reporting stays far below it,
 * a flood is refused with 429 before anything is parsed or stored. Per platform instance, never per module.
 */
export interface ReportBudget {
  /** `true` when the report fits the address's budget (and is counted), `false` when it must be refused. */
  take(address: string, bytes: number, now?: number): boolean;
}

export const REPORTS_PER_MINUTE = 60;
export const REPORT_BYTES_PER_MINUTE = 256 * 1024;
const WINDOW_MS = 60_000;
/** Above this many tracked addresses, expired windows are swept (bounded memory under a spray of addresses). */
const SWEEP_ABOVE = 10_000;

export function createReportBudget(): ReportBudget {
  const windows = new Map<string, { start: number; reports: number; bytes: number }>();
  return {
    take(address, bytes, now = Date.now()) {
      if (windows.size > SWEEP_ABOVE) {
        for (const [key, window] of windows) if (now - window.start >= WINDOW_MS) windows.delete(key);
      }
      let window = windows.get(address);
      if (!window || now - window.start >= WINDOW_MS) windows.set(address, (window = { start: now, reports: 0, bytes: 0 }));
      if (window.reports + 1 > REPORTS_PER_MINUTE || window.bytes + bytes > REPORT_BYTES_PER_MINUTE) return false;
      window.reports += 1;
      window.bytes += bytes;
      return true;
    },
  };
}
