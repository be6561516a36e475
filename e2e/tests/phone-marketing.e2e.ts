import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { expectInsideWindow, screenBox } from '../support/geometry';
import { openPageAt, phone } from '../support/viewports';

// The marketing pages on a phone at 390x844 with touch (docs/product.md, 'Landing page', 'Pricing page'): the
// landing's sticky header took three rows and 141 px with no menu, and the pricing comparison cut Pro off and hid
// Enterprise with nothing to say it scrolled.
describe(`phones: the landing header and the pricing comparison (${phone.name})`, () => {
  const product = withProduct();
  const browser = withBrowser();

  /** Reduced motion, so no splash covers the page while it is measured. */
  async function calmPhonePage(path: string): Promise<Page> {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    return page;
  }

  async function expectTouchTarget(locator: Locator, name: string) {
    const box = await screenBox(locator);
    expect(box.bottom - box.top, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(box.right - box.left, `${name} width`).toBeGreaterThanOrEqual(44);
  }

  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('the landing header is one row with a 44x44 menu button that opens the links', async () => {
    const page = await calmPhonePage('/');
    const header = page.getByRole('banner');
    const box = await screenBox(header);
    expect(box.bottom - box.top, 'header height').toBeLessThanOrEqual(64);

    // 'Open menu', then 'Close menu' once open.
    const menu = header.getByRole('button', { name: /^(Open|Close) menu$/ });
    expect(await menu.getAttribute('aria-label')).toBe('Open menu');
    await expectTouchTarget(menu, 'the menu button');
    const links = header.getByRole('navigation', { name: 'Main navigation' });
    expect(await links.isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Features', 'Tourism', 'About', 'Pricing', 'Sign In', 'Get Started']) {
      const link = header.getByRole('link', { name, exact: true });
      await expectVisible(link);
      await expectInsideWindow(link, name);
      const linkBox = await screenBox(link);
      expect(linkBox.bottom - linkBox.top, `${name} height`).toBeGreaterThanOrEqual(44);
    }
    await expectVisible(header.getByRole('combobox', { name: 'Language' }));
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(phone.width);

    // A section link closes the menu and scrolls there; the sticky header stays one row at the top.
    await header.getByRole('link', { name: 'Tourism', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#tourism');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => window.scrollY > 100);
    const stuck = await screenBox(header);
    expect(stuck.top).toBe(0);
    expect(stuck.bottom - stuck.top, 'header height after scrolling').toBeLessThanOrEqual(64);
  });

  test('every plan of the pricing comparison can be read on the phone, without sideways scrolling', async () => {
    const page = await calmPhonePage('/pricing');
    const comparison = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Compare plans' }) });
    await comparison.scrollIntoViewIfNeeded();
    expect(await comparison.getByRole('table').isVisible()).toBe(false);
    for (const plan of ['Free', 'Pro', 'Enterprise']) {
      const card = comparison
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await expectVisible(card);
      await expectInsideWindow(card, `${plan} in the comparison`);
      for (const fact of ['Maximum participants', 'Meeting duration', 'Cloud storage', 'Recording']) {
        await expectVisible(card.getByText(fact, { exact: true }));
      }
    }
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(phone.width);
  });
});
