import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchSection } from './bench-args';

const REPORT_FILE = 'reports/bench.json';

/**
 * Writes reports/bench.json: `fields` plus each measured section's keys, and `measured_at` per section.
 * A partial run (`--only=…`) keeps the other sections of the previous report (with their own
 * `measured_at`), so running Lighthouse alone does not erase the rest.
 */
export function writeBenchReport(fields: Record<string, unknown>, sections: Partial<Record<BenchSection, Record<string, unknown>>>, partial: boolean) {
  let previous: Record<string, unknown> = {};
  if (partial && existsSync(REPORT_FILE)) {
    try {
      previous = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      previous = {};
    }
  }
  const at = new Date().toISOString();
  const measuredAt = { ...((previous.measured_at as Record<string, string> | undefined) ?? {}) };
  const next: Record<string, unknown> = { ...previous, ...fields, at };
  for (const [section, keys] of Object.entries(sections)) {
    Object.assign(next, keys);
    measuredAt[section] = at;
  }
  next.measured_at = measuredAt;
  mkdirSync('reports', { recursive: true });
  writeFileSync(REPORT_FILE, JSON.stringify(next, null, 2));
  console.log(`Written to ${REPORT_FILE}`);
}
