import { onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export { chromiumPath, launchBrowser, type LaunchOptions } from './chromium';

export interface OpenPageOptions {
  /** console.error texts (substrings or patterns) this test expects; any other fails the test. */
  allowConsoleErrors?: (string | RegExp)[];
  /** The browser's time zone (an IANA name), as a visitor elsewhere in the world has it. */
  timezoneId?: string;
}

/**
 * Opens a page in a fresh context (no cookies or storage from other tests; page.context() reaches
 * it) whose relative URLs go to baseUrl. Must be called inside a test: when the test finishes the
 * context closes, and the test fails if a page threw, logged a console.error that was not allowed
 * (epic-stack's rule: an error nobody expected is a bug even when the assertions pass), or broke the
 * Content-Security-Policy.
 */
export async function openPage(browser: Browser, baseUrl: string, options: OpenPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, timezoneId: options.timezoneId });
  const page = await context.newPage();
  const unexpected: string[] = [];
  const allowed = options.allowConsoleErrors ?? [];
  // Context-wide events, so popups and new tabs are watched too ('weberror' is 'pageerror' for all pages).
  context.on('weberror', (error) => unexpected.push(`page error: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const isAllowed = allowed.some((rule) => (typeof rule === 'string' ? text.includes(rule) : rule.test(text)));
    if (!isAllowed) unexpected.push(`console.error at ${message.location().url || message.page()?.url()}: ${text}`);
  });
  await watchContentSecurityPolicy(context, unexpected);
  onTestFinished(async () => {
    await context.close();
    if (unexpected.length > 0) throw new Error(`Unexpected errors in the browser:\n${unexpected.join('\n')}`);
  });
  return page;
}

/**
 * Every page of the context reports each Content-Security-Policy violation as it happens, so any
 * page the tests visit fails its test when the server's policy would block something the app does
 * (no test may allow these, unlike console errors).
 */
async function watchContentSecurityPolicy(context: BrowserContext, unexpected: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    unexpected.push(`CSP violation at ${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}

/**
 * Waits until the locator shows on screen. playwright-core has no auto-retrying expect, and a
 * landing page may repeat a link (header and hero), so any one visible match will do.
 */
export async function expectVisible(locator: Locator, timeoutMs = 15_000): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: timeoutMs });
}
