import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, type Session } from '../support/api';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { overlap, screenBox } from '../support/geometry';
import { listMail } from '../support/mailbox';
import { openSignedIn, signUp, waitForCode } from '../support/people';
import { desktop, openPageAt, phone, viewports } from '../support/viewports';

// docs/product.md, 'Screens and routes' (toasts) and 'Guided tour': things drawn over other things. The sign-in
// toast covered the header's name and Logout; the floating Start Tour / Help / Reset buttons covered Recent
// Activity (laptop) and the Total Meetings caption (phone); on a phone the tour panel covered the tile it pointed
// at; and the N/S/J/M key hints showed on touch screens, which have no keyboard.
describe('nothing covers what a person needs to read or press', () => {
  // The same person signs in once per window size, seconds apart; the wait between codes has its own tests.
  const product = withProduct({ env: { OTP_RESEND_SECONDS: '0' } });
  const browser = withBrowser();
  let host: Session;

  beforeAll(async () => {
    host = await signUp(product, 'Olga Overlap', `olga-${Date.now()}@example.test`);
    // A few meetings, so Recent Activity and the statistics have lines to cover.
    for (let index = 1; index <= 3; index++) {
      const start = Date.now() + index * 24 * 3_600_000;
      await callApi(
        product.baseUrl,
        '/meetings',
        {
          method: 'POST',
          body: JSON.stringify({
            title: `Planning ${index}`,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 3_600_000).toISOString(),
          }),
        },
        host.token,
      );
    }
  });

  /** Texts on the page (outside `cover`) that lie under any button of `cover`. */
  function textsUnder(cover: Locator): Promise<string[]> {
    return cover.evaluate((coverElement) => {
      const buttons = [...coverElement.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const covered: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || coverElement.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const under = buttons.some(
            (box) => line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom,
          );
          if (under && line.width > 0) covered.push(text);
        }
      }
      return covered;
    });
  }

  /** Waits until the element stops moving (the tour scrolls smoothly to each section). */
  async function settled(locator: Locator) {
    let last = '';
    for (let tries = 0; tries < 40; tries++) {
      const now = JSON.stringify(await screenBox(locator));
      if (now === last) return;
      last = now;
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }

  async function openDashboard(page: Page) {
    await openSignedIn(page, host, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
  }

  for (const viewport of viewports) {
    test(`the toast after signing in stays below the header, and Logout takes the click (${viewport.name})`, async () => {
      const page = await openPageAt(browser, product.baseUrl, viewport);
      await page.goto('/test');
      await page.evaluate(() => localStorage.setItem('dashboard_first_visit', 'visited'));
      await page.goto('/auth/guest/login');
      await page.getByLabel('E-mail address').fill(host.user.email);
      const earlier = (await listMail(product)).map((mail) => mail.id);
      await page.getByRole('button', { name: 'Send code', exact: true }).click();
      await page.getByLabel(/^Code/).fill(await waitForCode(product, host.user.email, earlier));
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');

      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' });
      await expectVisible(toast);
      await settled(toast);
      const header = await screenBox(page.getByRole('banner'));
      expect(overlap(await screenBox(toast), header), 'the toast covers the header').toBe(false);
      const logout = page.getByRole('button', { name: 'Logout' });
      const logoutTakesClick = await logout.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(logoutTakesClick, 'something covers Logout').toBe(true);
    });
  }

  test(`the Start Tour / Help / Reset buttons cover no text, before and after scrolling (${desktop.name})`, async () => {
    const page = await openPageAt(browser, product.baseUrl, desktop);
    await openDashboard(page);
    const tools = page.getByRole('group', { name: 'Tour and help' });
    await expectVisible(tools);
    expect(await textsUnder(tools)).toEqual([]);
    await page.getByRole('heading', { name: 'Recent Activity' }).scrollIntoViewIfNeeded();
    expect(await textsUnder(tools)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await textsUnder(tools)).toEqual([]);
  });

  test(`the Start Tour / Help / Reset buttons cover no text, before and after scrolling (${phone.name})`, async () => {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await openDashboard(page);
    const tools = page.getByRole('group', { name: 'Tour and help' });
    await expectVisible(page.getByText('Total Meetings'));
    expect(await textsUnder(tools)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectVisible(tools);
    expect(await textsUnder(tools)).toEqual([]);
  });

  test(`the tour panel sits beside the section it points at, never over it (${phone.name})`, async () => {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await openDashboard(page);
    await page.getByRole('button', { name: 'Start Tour' }).click();
    const panel = page.getByRole('dialog', { name: 'Guide' });
    await expectVisible(panel);
    const checked: string[] = [];
    for (const [step, target] of [
      ['Quick Actions', '#dashboard-quick-actions'],
      ['Your numbers', '#dashboard-stats'],
      ['Calendar', '#dashboard-calendar'],
      ['Find a meeting', '#dashboard-search'],
    ] as const) {
      await expectVisible(panel.getByRole('heading', { name: step }));
      const section = page.locator(target);
      await settled(section);
      await settled(panel);
      const sectionBox = await screenBox(section);
      const panelBox = await screenBox(panel);
      // A section taller than the window minus the panel cannot be shown whole beside it.
      const fits = sectionBox.bottom - sectionBox.top + (panelBox.bottom - panelBox.top) + 32 <= phone.height;
      if (fits) {
        expect(overlap(sectionBox, panelBox), `the panel covers '${step}'`).toBe(false);
        checked.push(step);
      }
      await panel.getByRole('button', { name: 'Next' }).click();
    }
    expect(checked).toContain('Quick Actions');
  });

  test('the N, S, J and M key hints show with a keyboard and mouse, not on a touch screen', async () => {
    const hint = (page: Page) => page.getByRole('button', { name: /^Schedule Meeting/ }).locator('kbd');
    const laptop = await openPageAt(browser, product.baseUrl, desktop);
    await openDashboard(laptop);
    expect(await hint(laptop).isVisible()).toBe(true);

    const touch = await openPageAt(browser, product.baseUrl, phone);
    await openDashboard(touch);
    await expectVisible(touch.getByRole('button', { name: /^Schedule Meeting/ }));
    expect(await hint(touch).isVisible()).toBe(false);
  });
});
