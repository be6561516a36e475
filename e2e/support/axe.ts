import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

export interface AxeCheckOptions {
  /** What the failure message calls the page, e.g. '/pricing (tr)'; the URL by default. */
  label?: string;
  /** CSS selectors left out of the check, e.g. a third-party widget the page cannot change. */
  exclude?: string[];
  /** Rule ids switched off for this check; give the reason where you call it. */
  disableRules?: string[];
  /** Impacts that fail the check. */
  failOn?: ImpactValue[];
}

/**
 * Runs axe-core on the page as it is now and throws, listing every rule and element, when a
 * violation has one of the `failOn` impacts (serious and critical by default; the others are
 * returned for whoever wants them). Call it after the page shows what should be checked: an open
 * dialog, an expanded panel, the signed-in state. axe is evaluated through the DevTools protocol,
 * so a Content-Security-Policy on the page does not stop it.
 */
export async function expectNoA11yViolations(page: Page, options: AxeCheckOptions = {}): Promise<AxeResults> {
  const { label = page.url(), exclude = [], disableRules = [], failOn = ['serious', 'critical'] } = options;
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  // The trailing `void 0` keeps the script's completion value (axe itself) out of the reply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${source}\n;void 0`);

  // The whole page drawn, at rest. Sections with `content-visibility: auto` are not styled while off
  // screen; axe scrolls to each element it measures, and an element styled only then may start a colour
  // transition from whatever it had before, which axe would measure mid-fade. So every section is drawn
  // first, and the check waits until no transition runs.
  await page.evaluate(async () => {
    const drawAll = document.createElement('style');
    drawAll.dataset.axeDrawAll = '';
    drawAll.textContent = '* { content-visibility: visible !important; }';
    document.head.append(drawAll);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    );
  });

  const runOptions: RunOptions = {
    rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([excluded, run]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = excluded.length > 0 ? { include: [document.documentElement], exclude: excluded } : document;
      return axe.run(context, run);
    },
    [exclude, runOptions] as const,
  );

  await page.evaluate(() => document.querySelector('style[data-axe-draw-all]')?.remove());

  const failing = results.violations.filter((violation) => failOn.includes(violation.impact ?? null));
  if (failing.length > 0) {
    throw new Error(
      `axe found ${failing.length} ${failOn.join('/')} violation(s) on ${label}:\n${formatViolations(failing)}`,
    );
  }
  return results;
}

function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) => `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/**
 * Presses Tab until `target` holds focus and fails if it never does: proof that a keyboard user can
 * reach it, the half of accessibility axe does not check.
 */
export async function tabUntilFocused(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${maxPresses} presses of Tab`);
}
