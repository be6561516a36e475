import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { waitForMail, type DevMail } from '../support/mailbox';

// docs/product.md, 'Sign-in': guest sign-in with e-mailed one-time codes, through the real pages, the real server and
// the dev mailbox (no SMTP configured, so mail lands there).
describe('guest sign-in with e-mailed codes', () => {
  // One address asks for a registration code and, seconds later, a login code; the 60-second
  // wait between codes is the server's rule and has its own tests there.
  const product = withProduct({ env: { OTP_RESEND_SECONDS: '0' } });
  const browser = withBrowser();

  const isPath = (pathname: string) => (url: URL) => url.pathname === pathname;
  const storedItem = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

  function codeIn(mail: DevMail): string {
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (!code) throw new Error(`No six-digit code in the subject '${mail.subject}'`);
    return code;
  }

  const english = { name: 'Full name', email: 'E-mail address', phone: 'Phone number', terms: /I agree to the/ };
  const turkish = { name: 'Ad Soyad', email: 'E-posta adresi', phone: 'Telefon numarası', terms: /kabul ediyorum/ };
  const grace = { name: 'Grace Hopper', email: 'grace.hopper@example.com' };
  const ayse = { name: 'Ayşe Yılmaz', email: 'ayse.yilmaz@example.com' };

  /** A first visit to the dashboard offers the guided tour in a dialog; Escape declines it for now. */
  async function declineTourOffer(page: Page) {
    const offer = page.getByRole('dialog');
    const offered = await offer
      .waitFor({ state: 'visible', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (offered) await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'hidden' });
  }

  async function fillRegistration(page: Page, labels: typeof english, person: typeof grace) {
    await page.getByLabel(labels.name).fill(person.name);
    await page.getByLabel(labels.email).fill(person.email);
    await page.getByLabel(labels.phone).fill('+90 555 123 4567');
    await page.getByRole('checkbox', { name: labels.terms }).check();
  }

  test('a new guest registers with the e-mailed code, logs out, signs in again, and is kept off the login page', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/auth/guest/register');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create your account' }));
    await fillRegistration(page, english, grace);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('button', { name: /^Resend code/ }));
    await expectNoA11yViolations(page, { label: 'registration with the Verify Your Email dialog open' });
    const registrationMail = await waitForMail(product, { to: grace.email });
    // Focus starts in the first box and moves on with each digit, as a person types.
    await page.keyboard.type(codeIn(registrationMail));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(isPath('/dashboard'));
    await expectVisible(page.getByText(grace.name));
    expect(await storedItem(page, 'auth_token')).toBeTruthy();
    expect(await storedItem(page, 'guest_token')).toBeNull();
    await declineTourOffer(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(isPath('/auth/guest/login'));
    expect(await storedItem(page, 'auth_token')).toBeNull();
    expect(await storedItem(page, 'guest_user')).toBeNull();

    await page.getByLabel('E-mail address').fill(grace.email);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    const codeField = page.getByLabel(/^Code/);
    await expectVisible(codeField);
    expect(await page.getByLabel('E-mail address').getAttribute('readonly')).not.toBeNull();
    const loginMail = await waitForMail(product, { to: grace.email, excludeIds: [registrationMail.id] });
    expect(codeIn(loginMail)).not.toBe(codeIn(registrationMail));
    await codeField.fill(codeIn(loginMail));
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(isPath('/dashboard'));
    await expectVisible(page.getByText(grace.name));
    expect(await storedItem(page, 'guest_token')).toBeTruthy();

    await page.goto('/auth/guest/login');
    await page.waitForURL(isPath('/dashboard'));
    await expectVisible(page.getByText(grace.name));
  });

  test('in Turkish the page reads Turkish and the code e-mail arrives in Turkish', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/auth/guest/register');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');
    await expectVisible(page.getByLabel(turkish.name));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' }));

    await fillRegistration(page, turkish, ayse);
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'E-postanızı Doğrulayın' }));

    const mail = await waitForMail(product, { to: ayse.email });
    expect(mail.subject).toContain('kodunuz');
    expect(await storedItem(page, 'language')).toBe('tr');
  });
});
