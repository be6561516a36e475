import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, scheduleMeeting, type Session } from '../support/api';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { overlap, screenBox } from '../support/geometry';
import { openSignedIn, signUp } from '../support/people';
import { openPageAt, phone } from '../support/viewports';

// Phones at 390x844, measured in a real Chromium with touch emulation (docs/product.md, 'Dashboard', 'Dashboard
// shortcuts', 'Invitation page'): the dashboard header took four rows, the quick actions showed N/S/J/M on a
// screen without a keyboard, the invitation page's Accept and Decline were 1.5 screens down, and on the
// registration's Verify Your Email the 'code sent' toast covered the line saying where the code went while
// the sixth box touched the dialog's edge.
describe(`phones: what the first screen holds (${phone.name})`, () => {
  // Two people sign in once each; the wait between codes has its own tests.
  const product = withProduct({ env: { OTP_RESEND_SECONDS: '0' } });
  const browser = withBrowser();
  let host: Session;
  let invitee: Session;
  let invitationId: string;

  beforeAll(async () => {
    const stamp = Date.now();
    host = await signUp(product, 'Peri Phone', `peri-${stamp}@example.test`);
    invitee = await signUp(product, 'Ilker Invitee', `ilker-${stamp}@example.test`);
    const meeting = await scheduleMeeting(product.baseUrl, host.token, 'Quarterly planning with the regional teams');
    const invitation = await callApi<{ id: string }>(
      product.baseUrl,
      '/invitations/send',
      {
        method: 'POST',
        body: JSON.stringify({
          meetingId: meeting.id,
          inviteeEmail: invitee.user.email,
          inviteeName: invitee.user.name,
          personalMessage: 'We go through the plan for the next quarter, region by region. Bring your numbers.',
        }),
      },
      host.token,
    );
    invitationId = invitation.id;
  });

  /** How many rows the visible controls and the brand of `container` take (tops more than 8 px apart). */
  function rowsOf(container: Locator): Promise<number> {
    return container.evaluate((element) => {
      const items = [...element.querySelectorAll('a, button, select')].filter((item) => {
        const box = item.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      const tops = items.map((item) => item.getBoundingClientRect().top).sort((a, b) => a - b);
      let rows = 0;
      let last = -Infinity;
      for (const top of tops) {
        if (top - last > 8) rows += 1;
        last = top;
      }
      return rows;
    });
  }

  async function openDashboard(page: Page) {
    await openSignedIn(page, host, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Quick Actions' }));
  }

  test('the dashboard header takes two rows at most, and its buttons keep their names and 44 px', async () => {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await openDashboard(page);
    const header = page.getByRole('banner');
    expect(await rowsOf(header)).toBeLessThanOrEqual(2);
    for (const name of ['Refresh', 'Logout']) {
      const box = await screenBox(header.getByRole('button', { name }));
      expect(box.bottom - box.top, `${name} height`).toBeGreaterThanOrEqual(44);
      expect(box.right - box.left, `${name} width`).toBeGreaterThanOrEqual(44);
    }
    await expectVisible(header.getByRole('link', { name: 'Account' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  test('the quick actions show no key hints on the touch screen', async () => {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await openDashboard(page);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expectVisible(actions.getByRole('button', { name: /^Schedule Meeting/ }));
    expect(await actions.locator('kbd').count()).toBe(0);
  });

  test("the invitation page's Accept and Decline are on the first screen", async () => {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await openSignedIn(page, invitee, `/invitation/${invitationId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Quarterly planning with the regional teams' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const name of ['Accept', 'Decline']) {
      const choice = page.locator('label').filter({ has: page.getByRole('radio', { name }) });
      await expectVisible(choice);
      const box = await screenBox(choice);
      expect(box.bottom, `${name} ends at ${box.bottom}px, below the ${phone.height}px screen`).toBeLessThanOrEqual(
        phone.height,
      );
    }
  });

  test("Verify Your Email: the 'code sent' toast covers none of the dialog, and the six boxes fit inside it", async () => {
    const page = await openPageAt(browser, product.baseUrl, phone);
    await page.goto('/auth/guest/register');
    await page.getByLabel('Full name').fill('Vera Verify');
    await page.getByLabel('E-mail address').fill(`vera-phone-${Date.now()}@example.test`);
    await page.getByLabel('Phone number').fill('+90 555 123 4567');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
    await expectVisible(verify.getByText(/We sent a .* to vera-phone-/));
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Code sent to your email!' });
    await expectVisible(toast);
    // The toast slides in: measured once two looks 200 ms apart find it in the same place.
    let lastTop = Number.NaN;
    const settled = async () => {
      const { top } = await screenBox(toast);
      const still = top === lastTop;
      lastTop = top;
      return still;
    };
    await expect.poll(settled, { timeout: 10_000, interval: 200 }).toBe(true);
    const panel = await screenBox(verify);
    const toastBox = await screenBox(toast);
    expect(overlap(toastBox, panel), `toast ${JSON.stringify(toastBox)} over the dialog ${JSON.stringify(panel)}`).toBe(
      false,
    );

    const boxes = verify.getByRole('textbox');
    expect(await boxes.count()).toBe(6);
    for (let index = 0; index < 6; index++) {
      const box = await screenBox(boxes.nth(index));
      expect(box.left - panel.left, `box ${index + 1} from the left edge`).toBeGreaterThanOrEqual(16);
      expect(panel.right - box.right, `box ${index + 1} from the right edge`).toBeGreaterThanOrEqual(16);
      expect(box.right - box.left, `box ${index + 1} width`).toBeGreaterThanOrEqual(40);
      expect(box.bottom - box.top, `box ${index + 1} height`).toBeGreaterThanOrEqual(44);
    }
  });
});
