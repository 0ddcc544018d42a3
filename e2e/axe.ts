import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type Violation = { id: string; impact: string; help: string; nodes: string[] };

/**
 * Serious and critical axe findings on the page as it stands (WCAG 2.1 A/AA and best practice).
 * axe is evaluated through the debugger protocol, which the app's CSP does not govern.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Colours read mid-transition (a dialog fading in, a button turning enabled) are neither state's:
  // axe waits until every finite animation has ended (spinners and skeletons run on forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })) as {
      violations: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}  ${node.html.slice(0, 160)}  ${node.failureSummary ?? ''}`,
      ),
    }));
  });
  return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact));
}
