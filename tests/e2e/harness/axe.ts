import axe from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The targets of a violation that are named in its line; the rest is counted. */
const TARGETS_SHOWN = 3;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** What axe found wrong with the first element (its contrast ratio, a missing name). */
  firstFailure: string;
}

/**
 * Runs axe-core on the page as it is now and answers its violations. Injected once per document by evaluating its
 * source: the app's Content-Security-Policy (script-src 'self') refuses an inline script tag, and rightly so.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      firstFailure: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '',
    }));
  });
}

/** One line per violated rule: rule id, impact, what it asks, the first elements and why the first fails. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map(({ id, impact, help, targets, firstFailure }) => {
      const more = targets.length > TARGETS_SHOWN ? ` (+${targets.length - TARGETS_SHOWN} more)` : '';
      return `${id} [${impact}] ${help}: ${targets.slice(0, TARGETS_SHOWN).join(', ')}${more} — ${firstFailure}`;
    })
    .join('\n');
}

/** Fails with a readable list when axe-core finds any violation on the screen as it is now. */
export async function expectNoViolations(page: Page, screenName: string) {
  const violations = await axeViolations(page);
  expect(formatViolations(violations), `axe-core on ${screenName}`).toBe('');
}
