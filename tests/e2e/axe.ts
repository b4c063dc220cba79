import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (through the devtools protocol, so the panel's CSP stays as shipped)
 * and returns the critical and serious violations, the ones a page we ship must not have.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  // Judge the page at rest: a colour still in its transition (a status chip that just changed)
  // is a frame the user barely sees, and its half-way contrast is not the page's. Spinners
  // (endless animations) are not waited for; nothing is waited for more than 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // once per document: a walk that moves by the panel's links keeps its document, and axe with it
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    // Rules whose every outcome is minor or moderate can never fail a page here: skip their work.
    // (A rule's impact is its own when it names one, else the highest of its checks'.)
    const rank: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
    type Check = string | { id: string };
    const audit = (axe as unknown as { _audit?: { rules: Array<{ id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }>; checks: Record<string, { metadata?: { impact?: string } }> } })._audit;
    const skipped: Record<string, { enabled: false }> = {};
    for (const rule of audit?.rules ?? []) {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => audit!.checks[typeof check === 'string' ? check : check.id]?.metadata?.impact);
      const impact = rule.impact ? rank[rule.impact] : Math.max(0, ...checks.map((check) => rank[check ?? ''] ?? 4));
      if ((impact ?? 4) < rank.serious) skipped[rule.id] = { enabled: false };
    }
    const result = await axe.run(document, { resultTypes: ['violations'], rules: skipped });
    return result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
