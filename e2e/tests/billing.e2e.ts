import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { waitForCode } from '../support/people';

// Buying Pro in a browser (docs/product.md, 'Billing'; decision record 053), through the quick start's
// test checkout, which is on because the product starts without STRIPE_SECRET_KEY: a visitor's
// Upgrade on the pricing page leads through registration to checkout (cancelled there); the Free
// organizer is then offered Pro where the plan cuts a meeting of 5 down to 2, pays, is on Pro at once, then switches
// to yearly, cancels, resumes, and 'Cancel and refund' returns them to Free with the meeting of 5
// listed as over Free's limits. The account section is then read in Turkish.
describe('buying Pro', () => {
  const product = withProduct();
  const browser = withBrowser();

  const billing = (page: Page) => page.getByRole('region', { name: /^(Plan and billing|Plan ve ödeme)$/ });

  /** datetime-local readings of a half-hour meeting starting `days` from now, in the browser's zone. */
  function localTimes(page: Page, days: number) {
    return page.evaluate((offset) => {
      const pad = (value: number) => String(value).padStart(2, '0');
      const local = (date: Date) =>
        `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
      const start = new Date(Date.now() + offset * 86_400_000);
      return { start: local(start), end: local(new Date(start.getTime() + 30 * 60_000)) };
    }, days);
  }

  /** The Create Meeting page filled in for 5 people; nothing is submitted. */
  async function fillMeetingOfFive(page: Page, title: string, days: number): Promise<void> {
    await page.goto('/meetings/create');
    await page.getByLabel('Meeting title').fill(title);
    const times = await localTimes(page, days);
    await page.getByLabel('Start time').fill(times.start);
    await page.getByLabel('End time').fill(times.end);
    await page.getByLabel('Maximum participants').fill('5');
  }

  /** Creates the filled-in meeting and answers its page's URL (the invite step is skipped). */
  async function createMeeting(page: Page): Promise<string> {
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    await page.waitForURL((url) => /^\/meetings\/[^/]+$/.test(url.pathname) && url.pathname !== '/meetings/create');
    return new URL(page.url()).pathname;
  }

  /** Registers through the page, the code read from the dev mailbox. */
  async function register(page: Page, name: string, email: string): Promise<void> {
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Phone number').fill('+90 555 123 4567');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Verify Your Email' }));
    await page.keyboard.type(await waitForCode(product, email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }

  async function participantsFact(page: Page, path: string): Promise<Locator> {
    await page.goto(path);
    const fact = page.getByText('Max 5 participants').first();
    await expectVisible(fact);
    return fact.locator('..');
  }

  test('a visitor registers on the way to Pro; the Free organizer upgrades where the plan refuses, manages Pro, and a refund returns them to Free', async () => {
    // The app at PUBLIC_URL's origin (localhost), where checkout sends the browser back to.
    const page = await openPage(browser, `http://localhost:${product.port}`);

    // A visitor's Upgrade on the pricing page: registration, then straight on to checkout. Cancelling
    // there comes back to the account page, still on Free.
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/guest/register' && url.search === '?upgrade=month');
    await register(page, 'Bea Buyer', `buyer-${Date.now()}@example.test`);
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/account' && !url.search);
    await expectVisible(page.getByText('The checkout was cancelled; nothing was charged.'));
    await expectVisible(billing(page).getByText('Free plan'));

    // On Free, a meeting of 5 may be scheduled but lets 2 in; the form says so and offers Pro.
    await fillMeetingOfFive(page, 'Team of five', 3);
    const offer = page.getByTestId('upgrade-offer');
    await expectVisible(page.getByText('Your Free plan lets 2 people into a meeting.'));
    await expectVisible(
      offer.getByText('Pro lets up to 50 people into a meeting, for up to 24 hours, and records it.'),
    );
    const firstMeeting = await createMeeting(page);
    expect(await (await participantsFact(page, firstMeeting)).textContent()).toContain(
      'Your plan allows 2 participants',
    );

    // The offer leads to the test checkout; Pay brings the organizer back to the account page, on Pro.
    await fillMeetingOfFive(page, 'Second team of five', 4);
    await offer.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await expectVisible(page.getByRole('heading', { name: 'Subscribe to Video Meeting Pro' }));
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.waitForURL((url) => url.pathname === '/account' && !url.search);
    const section = billing(page);
    await expectVisible(section.getByText('Pro plan'));
    await expectVisible(section.getByText('Billed monthly'));
    await expectVisible(section.getByText(/^.+, €5\.99 plus VAT$/));
    await expectVisible(section.getByRole('cell', { name: 'Paid' }));
    await expectVisible(page.getByRole('region', { name: 'Plan and usage' }).getByText('Your plan: Pro'));

    // The meeting of 5 lets 5 in now, and the form has nothing to offer.
    await fillMeetingOfFive(page, 'Pro team of five', 5);
    expect(await page.getByText('Your Free plan lets 2 people into a meeting.').count()).toBe(0);
    expect(await page.getByTestId('upgrade-offer').count()).toBe(0);
    const proMeeting = await createMeeting(page);
    expect(await (await participantsFact(page, proMeeting)).textContent()).not.toContain('Your plan allows');
    expect(await (await participantsFact(page, firstMeeting)).textContent()).not.toContain('Your plan allows');

    // Yearly, charged at once; then cancel (Pro until the period's end) and resume.
    await page.goto('/account#billing');
    await section.getByRole('button', { name: 'Switch to yearly' }).click();
    await expectVisible(section.getByText('Billed yearly'));
    await expectVisible(section.getByText(/^Within 14 days of a yearly payment/));
    await section.getByRole('button', { name: 'Cancel Pro' }).click();
    await section.getByRole('button', { name: 'Yes, cancel' }).click();
    await expectVisible(section.getByText(/^Pro ends on .+; until then you can resume it\.$/));
    await section.getByRole('button', { name: 'Resume Pro' }).click();
    await expectVisible(section.getByText('Next renewal'));
    expect(await section.getByText(/^Pro ends on/).count()).toBe(0);

    // Turkish: the same section, on Pro.
    await page.evaluate(() => localStorage.setItem('language', 'tr'));
    await page.reload();
    const turkish = billing(page);
    await expectVisible(turkish.getByText('Pro planı'));
    await expectVisible(turkish.getByText('Yıllık faturalandırılır'));
    await expectVisible(turkish.getByText('Sonraki yenileme'));
    await expectVisible(turkish.getByRole('button', { name: 'İptal et ve iade al' }));
    await expectVisible(turkish.getByRole('button', { name: 'Ödeme bilgilerini yönet' }));
    await expectVisible(turkish.getByRole('heading', { name: 'Faturalar' }));
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();

    // Cancel and refund: Free at once, and the meetings of 5 are listed as over Free's limits.
    await section.getByRole('button', { name: 'Cancel and refund' }).click();
    await section.getByRole('button', { name: 'Yes, refund' }).click();
    await expectVisible(section.getByText('Free plan'));
    const overLimits = section.getByRole('region', { name: "Meetings over the Free plan's limits" });
    await expectVisible(overLimits.getByRole('link', { name: 'Team of five' }));
    await expectVisible(overLimits.getByRole('link', { name: 'Pro team of five' }));
    await expectVisible(overLimits.getByText(/planned for 5 people/).first());
    await expectVisible(section.getByRole('button', { name: 'Pro monthly: €5.99' }));
    expect(await (await participantsFact(page, firstMeeting)).textContent()).toContain(
      'Your plan allows 2 participants',
    );

    // Turkish: the section back on Free, with the same list.
    await page.evaluate(() => localStorage.setItem('language', 'tr'));
    await page.goto('/account#billing');
    await expectVisible(turkish.getByText('Ücretsiz planı'));
    const overLimitsTr = turkish.getByRole('region', { name: 'Ücretsiz planın sınırlarını aşan toplantılar' });
    await expectVisible(overLimitsTr.getByRole('link', { name: 'Team of five' }));
    await expectVisible(overLimitsTr.getByText(/5 kişi için planlandı/).first());
    await expectVisible(turkish.getByRole('button', { name: /^Aylık Pro:/ }));
  });
});
