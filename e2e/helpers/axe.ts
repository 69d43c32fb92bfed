import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** The axe-core engine, read once and injected into each page under test. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus Deque's best practices. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/** The impacts that fail a page. Minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  /** How many elements fail the rule. */
  count: number;
  /** The selectors of the first failing elements. */
  targets: string[];
  /** axe's explanation for the first failing element (e.g. the measured contrast ratio). */
  summary: string;
};

/**
 * Waits until React has hydrated the page, which the app marks on <html> on purpose
 * (src/client/lib/hydration-marker.tsx): clicks before that would be lost, and client-only
 * effects (a broken photo falling back to a letter) have not run yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Runs axe on the page as it is now and answers its serious and critical violations. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than added as an inline <script>: the pages'
  // strict Content-Security-Policy (script-src 'self') blocks inline scripts, and must stay on.
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    const { violations } = await axe.run(document, options);
    // Only plain data crosses back to Node.
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      count: v.nodes.length,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => n.target.map((t) => (typeof t === 'string' ? t : t.join(' >>> '))).join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
  }, RUN_OPTIONS);
  return results.filter((v) => FAILING_IMPACTS.has(v.impact));
}

/** One line per violation, readable in a failed assertion. */
function formatViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help} (${v.count} element(s)): ${v.targets.join(' | ')}${
        v.summary ? ` -- ${v.summary.replace(/\s+/g, ' ').trim().slice(0, 300)}` : ''
      }`,
  );
}

/** The serious and critical violations of the page, formatted: `expect(await axeFailures(page)).toEqual([])`. */
export async function axeFailures(page: Page): Promise<string[]> {
  // Colours mid-transition (a button just enabled fades in) are neither state: let them finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return formatViolations(await seriousViolations(page));
}
