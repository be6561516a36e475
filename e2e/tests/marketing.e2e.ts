import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';

// The landing page (docs/product.md, 'Landing page'): the splash, the header that darkens, where every button
// leads, the sections and the footer. Pricing, legal pages, Turkish and axe: marketing-pricing.e2e.ts.
describe('landing page', () => {
  const product = withProduct();
  const browser = withBrowser();

  const tagline = 'Connect. Collaborate. Create.';

  /** A page without the splash and without transitions, as for someone who prefers reduced motion. */
  async function calmPage(language: 'en' | 'tr' = 'en'): Promise<Page> {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (language !== 'en') await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    return page;
  }

  const isInert = (locator: Locator) => locator.evaluate((element) => element.closest('[inert]') !== null);

  test('with motion allowed, the splash plays over the page, which is drawn beneath it from the start', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // A paused clock and paused CSS animations hold the splash on screen for as long as the checks take: its
    // steps are CSS animations from the prerendered page's first paint, the app removes it (decision record 067).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto('/');

    const splash = page.getByRole('status', { name: 'Video Meeting is opening' });
    await expectVisible(splash);
    const main = page.getByRole('main');
    // Inert once the app has taken the page over; the HTML alone leaves nothing inert behind a veil.
    await expect.poll(() => isInert(main)).toBe(true);
    // The page is painted beneath a see-through splash (decision record 060): its hero is the first thing
    // drawn and what the browser measures as the largest paint, not the splash's logo.
    expect(await effectiveOpacity(main)).toBe(1);
    expect(await effectiveOpacity(page.getByRole('heading', { level: 1, name: tagline }))).toBe(1);
    expect(await splash.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
      /^(rgba\(.*, 0\.\d+\)|.* \/ 0\.\d+\))$/,
    );

    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await page.clock.runFor(2_100);
    await splash.waitFor({ state: 'detached' });
    expect(await isInert(main)).toBe(false);
    await expect.poll(() => effectiveOpacity(main)).toBe(1);
    await expectVisible(page.getByRole('heading', { level: 1, name: tagline }));
  });

  test('with reduced motion there is no splash', async () => {
    const page = await calmPage();
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: tagline }));
    expect(await page.getByRole('status', { name: 'Video Meeting is opening' }).count()).toBe(0);
    expect(await isInert(page.getByRole('main'))).toBe(false);
  });

  test('the header turns dark after 100 px of scrolling and light again at the top', async () => {
    const page = await calmPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expectVisible(header);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    expect(await luminance(header)).toBeGreaterThan(0.9);

    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForFunction(() => window.scrollY === 90);
    expect(await header.getAttribute('data-scrolled')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
    expect(await luminance(header)).toBeLessThan(0.2);
    // Still on screen: the header stays at the top while the page scrolls.
    expect((await header.boundingBox())?.y).toBe(0);
    await expectNoA11yViolations(page, { label: '/ with the dark header' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'false');
    expect(await luminance(header)).toBeGreaterThan(0.9);
  });

  test('the header anchors lead to real sections of the landing page', async () => {
    const page = await calmPage();
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    for (const [name, id, heading] of [
      ['Features', 'features', 'Everything a meeting needs'],
      ['Tourism', 'tourism', 'Made for travel and hospitality'],
      ['About', 'about', 'About'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.hash === `#${id}`);
      const section = page.getByRole('region', { name: heading, exact: true });
      expect(await section.getAttribute('id')).toBe(id);
      await page.waitForFunction((sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight;
      }, id);
    }
  });

  test.each([
    ['banner', 'Sign In', '/auth/guest/login'],
    ['banner', 'Get Started', '/auth/guest/register'],
    ['hero', 'Start Free Meeting', '/auth/guest/register'],
    ['hero', 'Join Meeting', '/join'],
    ['call to action', 'Start Free Now', '/auth/guest/register'],
    ['call to action', 'Join Meeting', '/join'],
  ])('%s: %s goes to %s', async (where, name, path) => {
    const page = await calmPage();
    await page.goto('/');
    const scope =
      where === 'banner'
        ? page.getByRole('banner')
        : page.getByRole('region', { name: where === 'hero' ? tagline : 'Ready for your first meeting?' });
    await scope.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
  });

  test('the landing page shows the stats, the features, the tourism use cases and the customer stories', async () => {
    const page = await calmPage();
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Video Meeting in numbers' });
    for (const value of ['99.9%', '24/7', '50K+', '150+', '10K+', '500+']) {
      await expectVisible(stats.getByText(value, { exact: true }));
    }
    const features = page
      .getByRole('region', { name: 'Everything a meeting needs' })
      .getByRole('heading', { level: 3 });
    expect(await features.allTextContents()).toEqual([
      'Video meetings',
      'Guest access',
      'Screen sharing',
      'AI noise cancellation',
      'Up to 1,000 participants',
      'HD video',
      'Smart scheduling',
    ]);
    const tourism = page.getByRole('region', { name: 'Made for travel and hospitality' });
    await expectVisible(tourism.getByRole('heading', { name: 'Travel agencies' }));
    await expectVisible(tourism.getByRole('heading', { name: 'Hotels' }));
    const stories = page.getByRole('region', { name: 'Customer stories' });
    expect(await stories.getByRole('figure').count()).toBe(3);
    await expectVisible(stories.getByRole('img', { name: 'Rated 5 out of 5' }));
    await expectVisible(page.getByRole('img', { name: 'Preview of a video meeting with four participants' }));
  });

  test('the footer opens the travel-awards platform in a new tab, safely', async () => {
    const page = await calmPage();
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: /World Travel Awards/ });
    await expectVisible(link);
    expect(await link.getAttribute('href')).toBe('https://www.worldtravelawards.com');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(await link.textContent()).toContain('(opens in a new tab)');
  });

  test('an unknown path leads back to the landing page', async () => {
    const page = await calmPage();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { level: 1, name: tagline }));
  });
});

/** The opacity the element is seen with: its own times that of every ancestor. */
function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

/** Relative luminance (0 black, 1 white) of an element's background, whatever colour space CSS uses. */
function luminance(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
  });
}
