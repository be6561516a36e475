import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, type Session } from '../support/api';
import { expectVisible, openPage, type OpenPageOptions } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { openSignedIn as openSignedInAs, signUp as signUpPerson } from '../support/people';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// A busy host's dashboard (docs/product.md, 'Dashboard groups'), and from 'Dashboard' the Connection
// Error when the server is gone and the collapsed calendar shows today's week; '+N' opens the day). One product and one
// browser for the file; the last test stops the product's server.
describe('a busy host’s dashboard', () => {
  const product = withProduct();
  const browser = withBrowser();
  let people = 0;

  const api = <T>(path: string, init: RequestInit = {}, token?: string) =>
    callApi<T>(product.baseUrl, path, init, token);

  /** A new host, registered through the API with the code from the dev mailbox. */
  const signUp = (name: string): Promise<Session> => {
    people += 1;
    return signUpPerson(product, name, `busy-${people}-${Date.now()}@example.test`);
  };

  const schedule = (host: Session, title: string, start: number, minutes = 30) =>
    api<{ id: string }>(
      '/meetings',
      {
        method: 'POST',
        body: JSON.stringify({
          title,
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + minutes * MINUTE).toISOString(),
        }),
      },
      host.token,
    );

  /** Opens `path` signed in as `host`, as a returning visitor (no first-visit tour). */
  async function openSignedIn(host: Session, path: string, options: OpenPageOptions = {}): Promise<Page> {
    const page = await openPage(browser, product.baseUrl, options);
    await openSignedInAs(page, host, path);
    return page;
  }

  const board = (page: Page) => page.getByRole('region', { name: /^Meetings/ });
  const group = (page: Page, name: string) => board(page).getByRole('region', { name: new RegExp(`^${name}`) });
  const calendarCard = (page: Page) => page.getByRole('region', { name: 'Calendar', exact: true });
  const todayCell = (page: Page) => calendarCard(page).locator('td[aria-current="date"]');

  /** Whether `inner` lies inside the visible box of the scrolling `outer` (not clipped away). */
  async function shownWithin(inner: Locator, outer: Locator): Promise<boolean> {
    const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
    if (!a || !b) return false;
    return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
  }

  test('with 120 meetings over three months, the one in 10 minutes is Starting Soon, first on the card and on today', async () => {
    const host = await signUp('Busy Bea');
    const now = Date.now();
    // Spread over the next three months, as a busy host's calendar is: more than a page of them,
    // all starting later than the one that matters.
    for (let index = 0; index < 120; index++) {
      await schedule(host, `Client call ${index + 1}`, now + DAY + Math.floor((index * 89 * DAY) / 120));
    }
    const soon = 'Board sync in ten minutes';
    const soonStart = now + 10 * MINUTE;
    await schedule(host, soon, soonStart);

    const page = await openSignedIn(host, '/dashboard');
    await expectVisible(group(page, 'Starting Soon').getByRole('link', { name: soon, exact: true }));
    const card = page.getByRole('region', { name: 'Recent Meetings' });
    await expectVisible(card.getByRole('link', { name: soon, exact: true }));
    expect(await card.getByRole('listitem').first().getByRole('link').first().textContent()).toBe(soon);

    // On today's cell, unless the ten minutes cross midnight in the browser's zone.
    const sameDay = await page.evaluate((start) => new Date(start).getDate() === new Date().getDate(), soonStart);
    const day = sameDay
      ? todayCell(page)
      : calendarCard(page)
          .locator('td')
          .filter({ has: page.getByRole('link', { name: soon }) });
    await expectVisible(day.getByRole('link', { name: soon, exact: true }));
  });

  test('the collapsed calendar shows the week holding today, +N opens the day, titles are not cut short', async () => {
    const host = await signUp('Cal Calloway');
    // Five meetings early today in the browser's zone (earlier today is allowed, and they stay on today).
    const midnight = await browserMidnight();
    const titles = ['Quarterly budget review', 'Hiring sync', 'Design critique', 'Vendor call', 'Retrospective'];
    for (const [index, title] of titles.entries())
      await schedule(host, title, midnight + (5 + index * 10) * MINUTE, 10);

    const page = await openSignedIn(host, '/dashboard');
    const body = calendarCard(page).getByRole('region');
    await expectVisible(todayCell(page));
    expect(await shownWithin(todayCell(page), body), 'today’s week is inside the collapsed 200 px').toBe(true);

    // Three on the day, then +2, which opens all five.
    const first = todayCell(page).getByRole('link', { name: titles[0]!, exact: true });
    await expectVisible(first);
    const cut = await first
      .locator('span')
      .last()
      .evaluate((title) => {
        return title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1;
      });
    expect(cut, 'the title fits its two lines').toBe(false);
    await todayCell(page)
      .getByRole('button', { name: /^\+2 more meetings on / })
      .click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    for (const title of titles) await expectVisible(dialog.getByRole('link', { name: title, exact: true }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  // Last: it stops the server.
  test('with the server gone, going to the dashboard shows Connection Error with Try Again', async () => {
    const host = await signUp('Nora Network');
    // The browser reports every request the dead server refuses; those are this test's point.
    const page = await openSignedIn(host, '/meetings', {
      allowConsoleErrors: ['Failed to load resource', 'net::ERR_CONNECTION_REFUSED'],
    });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Meetings' }));
    await product.stop();

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const alert = page.getByRole('alert');
    await expectVisible(alert.getByRole('heading', { name: 'Connection Error' }));
    await expectVisible(alert.getByText('Network Error'));
    expect(await page.getByText('Something went wrong').count()).toBe(0);

    // Try Again asks the server first; while it is still gone, the screen stays.
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expectVisible(alert.getByRole('button', { name: 'Try Again' }));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  /** The browser's local midnight today, as epoch ms (a throwaway page reads the browser's zone). */
  async function browserMidnight(): Promise<number> {
    const page = await openPage(browser, product.baseUrl);
    return page.evaluate(() => new Date(new Date().setHours(0, 0, 0, 0)).getTime());
  }
});
