import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { waitForMail, type DevMail } from '../support/mailbox';

// docs/product.md, 'Account page': walked through as a person would: sign up, open Account from the
// dashboard header, edit the name, see and sign out another device, download the data, and delete
// the account with the e-mailed code.
describe('the account page', () => {
  // The walk asks for a registration, a login and a deletion code for one address within a minute;
  // the 60-second wait between codes is the server's rule and has its own tests there.
  const product = withProduct({ env: { OTP_RESEND_SECONDS: '0' } });
  const browser = withBrowser();

  const person = { name: 'Grace Hopper', email: `grace-${Date.now()}@example.test` };
  const isPath = (pathname: string) => (url: URL) => url.pathname === pathname;
  const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
  // Sonner dims stacked toasts, and whether a fading one is on screen depends on timing.
  const checkA11y = (page: Page, label: string) =>
    expectNoA11yViolations(page, { label, exclude: ['[data-sonner-toaster]'] });

  function codeIn(mail: DevMail): string {
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (!code) throw new Error(`No six-digit code in the subject '${mail.subject}'`);
    return code;
  }

  async function signUp(page: Page): Promise<DevMail> {
    await page.goto('/auth/guest/register');
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Phone number').fill('+90 555 123 4567');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Verify Your Email' }));
    const mail = await waitForMail(product, { to: person.email });
    await page.keyboard.type(codeIn(mail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(isPath('/dashboard'));
    // A first visit always offers the guided tour (this browser has never seen the dashboard); Escape
    // declines it for now. Waited for, not raced: on a busy machine it may come after seconds.
    const offer = page.getByRole('dialog', { name: 'Welcome!' });
    await expectVisible(offer);
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'hidden' });
    return mail;
  }

  /**
   * Another browser signed in to the same account. It is signed out from the first one, so its next
   * requests are refused, and Chromium logs each refused request as a console error.
   */
  async function signInElsewhere(seen: string[]): Promise<{ page: Page; mail: DevMail }> {
    const page = await openPage(browser, product.baseUrl, { allowConsoleErrors: ['401 (Unauthorized)'] });
    await page.goto('/auth/guest/login');
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    const mail = await waitForMail(product, { to: person.email, excludeIds: seen });
    await page.getByLabel(/^Code/).fill(codeIn(mail));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(isPath('/dashboard'));
    return { page, mail };
  }

  test('a guest edits the profile, signs another device out, downloads the data and deletes the account', async () => {
    const page = await openPage(browser, product.baseUrl);
    const registration = await signUp(page);

    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(isPath('/account'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Account' }));
    const name = page.getByLabel('Full name');
    await name.fill('Grace Brewster Hopper');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectVisible(page.getByText('Your profile was saved.'));

    // A second browser signs in; this one then sees two devices and signs the other out.
    const elsewhere = await signInElsewhere([registration.id]);
    await page.reload();
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expectVisible(devices.getByText('This device'));
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Brewster Hopper');
    await checkA11y(page, '/account');
    await devices.getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
    await expectVisible(page.getByText('The device was signed out.'));
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    await elsewhere.page.goto('/dashboard');
    await elsewhere.page.waitForURL(isPath('/auth/guest/login'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^video-meeting-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.account).toMatchObject({ email: person.email, name: 'Grace Brewster Hopper' });
    expect(exported.sessions).toHaveLength(2);
    expect(JSON.stringify(exported)).not.toMatch(/hash|token/i);

    // On a phone-sized screen the page still fits and reads well.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page, '/account at 390x844');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
    const deletionMail = await waitForMail(product, {
      to: person.email,
      excludeIds: [registration.id, elsewhere.mail.id],
    });
    expect(deletionMail.text).toContain('delete your Video Meeting account');
    await dialog.getByLabel('Code from the e-mail').fill(codeIn(deletionMail));
    await checkA11y(page, 'the Delete account dialog');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

    await page.waitForURL(isPath('/auth/guest/login'));
    await expectVisible(page.getByText('Your account was deleted.'));
    expect(await stored(page, 'auth_token')).toBeNull();
    expect(await stored(page, 'guest_user')).toBeNull();
    await page.goto('/account');
    await page.waitForURL(isPath('/auth/guest/login'));
  });
});
