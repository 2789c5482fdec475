import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Only these fail the build: moderate and minor findings are advice, not blockers (issue "fast first visit" §6). */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe-core in the page. Injected from the installed package rather than through @axe-core/playwright,
 * whose current engines need Node 22 (DESIGN §8 pins Node 20). Evaluated, not added as a <script>: the
 * host's Content-Security-Policy rightly refuses inline scripts.
 */
export async function blockingViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    // target-size (WCAG 2.2, 24×24 px) is off by default in axe 4; on here because phones tap slider dots and icons.
    const options: axe.RunOptions = { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } };
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? 'unknown', targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact));
}

/** One line per rule, readable in a failure message: rule, impact, how many nodes and which. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.rule} (${f.impact}, ${f.targets.length}): ${f.targets.slice(0, 8).join(' | ')}${f.targets.length > 8 ? ' …' : ''}`).join('\n');
}
