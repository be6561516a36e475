import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';

/** Holds back the answers to requests matching `pattern` until `release()` is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The landing, pricing and sign-in pages come as HTML already drawn (decision record 067): the build renders
// them in English for a visitor with nothing stored, the server sends each its own, and the app takes that
// HTML over as it is. Anyone else (Turkish, signed in) gets the page drawn by the app instead, without
// first seeing the English one.
describe('prerendered pages', () => {
  const product = withProduct();
  const browser = withBrowser();

  const served = async (path: string) => {
    const reply = await fetch(`${product.baseUrl}${path}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/html');
    return reply.text();
  };
  /** The first-level heading's text in served HTML, tags stripped. */
  const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

  test('the server sends the landing, pricing and sign-in pages already drawn, and no inline script', async () => {
    const landing = await served('/');
    expect(h1(landing)).toBe('Connect. Collaborate. Create.');
    expect(landing).toContain('Video Meeting is opening');
    expect(landing).toContain('id="features"');
    expect(h1(await served('/pricing?billing=yearly'))).toBe('Pricing');
    const login = await served('/auth/guest/login');
    expect(h1(login)).toBe('Sign in');
    expect(login).toMatch(/<form[^>]*>[\s\S]*<input type="email"/);
    for (const html of [landing, login]) {
      // Our Content-Security-Policy allows scripts from our origin only.
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\bsrc="\//);
    }
    // Every other page is drawn by the app from the empty root.
    expect(await served('/join')).toContain('<div id="root"></div>');
  });

  /** Records whether the app replaced the served heading instead of taking it over. */
  async function watchHeading(page: Page) {
    await page.addInitScript(() => {
      const seen = window as unknown as { headingReplaced: boolean };
      seen.headingReplaced = false;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
              seen.headingReplaced = true;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const headingReplaced = (page: Page) =>
    page.evaluate(() => (window as unknown as { headingReplaced: boolean }).headingReplaced);

  test('for an English visitor the app takes the served sign-in page over and it works', async () => {
    const page = await openPage(browser, product.baseUrl);
    await watchHeading(page);
    await page.goto('/auth/guest/login');
    const email = page.getByLabel('E-mail address');
    await expectVisible(email);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    // The app is running: its own validation answers an empty form.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await headingReplaced(page)).toBe(false);
  });

  test('a served form sent before the app runs goes nowhere: no reload with the address typed in the URL', async () => {
    const page = await openPage(browser, product.baseUrl);
    // The start-up bundle waits; the small first-page entry, which holds forms back, runs.
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/auth/guest/login', { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail address');
    await expectVisible(email);
    // The entry has run once it asked for the sign-in page's code (its body starts those imports).
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/login-[^/]+\.js$/.test(e.name))),
      )
      .toBe(true);
    await email.fill('early@example.test');
    await page.evaluate(() => document.querySelector('form')!.requestSubmit());
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(documents).toEqual([`${product.baseUrl}/auth/guest/login`]);
    expect(page.url()).toBe(`${product.baseUrl}/auth/guest/login`);
  });

  test('a language picked before the app runs is the one the page turns to when it does', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const language = page.getByRole('combobox', { name: 'Language' });
    await expectVisible(language);
    await language.selectOption('tr');
    release();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Bağlan. İş birliği yap. Üret.' }), 30_000);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
  });

  test('a page whose style was worked out before its stylesheet came shows the colours at once, without a fade', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdBack(page, /\/assets\/index-[^/]+\.css$/);
    await page.goto('/', { waitUntil: 'commit' });
    // The landing page's white "register" button; without its stylesheet it is a plain blue link.
    const button = page.locator('a.border-slate-300[href$="/auth/guest/register"]');
    await button.waitFor({ state: 'attached', timeout: 30_000 });
    await button.evaluate((link) => {
      const seen = window as unknown as { fades: string[] };
      seen.fades = [];
      link.addEventListener('transitionrun', (event) => seen.fades.push((event as TransitionEvent).propertyName));
    });
    // Reading the style makes the browser work it out now, before the stylesheet.
    expect(await button.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(0, 0, 238)');
    release();
    await expect
      .poll(() => button.evaluate((link) => getComputedStyle(link).borderTopWidth), { timeout: 30_000 })
      .toBe('1px');
    // Transitions start when the style changes and report 'transitionrun' by the next frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    expect(await page.evaluate(() => (window as unknown as { fades: string[] }).fades)).toEqual([]);
  });

  test('the accessibility check measures a page styled before its stylesheet came at rest', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdBack(page, /\/assets\/index-[^/]+\.css$/);
    await page.goto('/', { waitUntil: 'commit' });
    // The call to action's register button, far below the fold (content-visibility: auto): its style is
    // worked out now, without the stylesheet, and not again until it is drawn.
    const button = page.locator('#cta-title ~ div a.border-slate-300');
    await button.waitFor({ state: 'attached', timeout: 30_000 });
    expect(await button.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(0, 0, 238)');
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await expectNoA11yViolations(page, { label: '/ styled before its stylesheet' });
  });

  test('a Turkish reader gets the page in Turkish, drawn by the app, and the English one hidden meanwhile', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => localStorage.setItem('language', 'tr'));
    await watchHeading(page);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Bağlan. İş birliği yap. Üret.' }));
    expect(await headingReplaced(page)).toBe(true);
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
  });
});
