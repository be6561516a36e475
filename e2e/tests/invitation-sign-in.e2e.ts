import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { callApi, type Session, scheduleMeeting } from '../support/api';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { listMail } from '../support/mailbox';
import { openSignedIn, signUp, waitForCode } from '../support/people';
import { desktop, openPageAt, phone } from '../support/viewports';

// docs/product.md, 'Invitation page' and 'Quick Register and Quick Login'. Opened by someone signed in with another
// address, the page showed the invitee's own answer under a 'different address' banner that only
// came after a failed send; now the banner comes at once, alone, with a way to sign in as the
// invited address right there. Quick Login vanished on signing in instead of showing its success
// step; Quick Register made the visitor type the name and address the page already shows.
describe('signing in on the invitation page', () => {
  // People sign up and then sign in again within a minute; the wait between codes has its own tests.
  const product = withProduct({ env: { OTP_RESEND_SECONDS: '0' } });
  const browser = withBrowser();
  let organizer: Session;
  let meetingId: string;
  const stamp = Date.now();
  const person = (name: string) => ({ name, email: `${name.split(' ')[0]!.toLowerCase()}-${stamp}@example.test` });

  beforeAll(async () => {
    organizer = await signUp(product, 'Omar Organizer', person('Omar Organizer').email);
    const meeting = await scheduleMeeting(product.baseUrl, organizer.token, 'Design critique');
    meetingId = meeting.id;
  });

  async function invite(invitee: { name: string; email: string }): Promise<string> {
    const invitation = await callApi<{ id: string }>(
      product.baseUrl,
      '/invitations/send',
      { method: 'POST', body: JSON.stringify({ meetingId, inviteeEmail: invitee.email, inviteeName: invitee.name }) },
      organizer.token,
    );
    return invitation.id;
  }

  /** Sends the code step's request and enters the code that arrives by e-mail. */
  async function enterMailedCode(dialog: Locator, to: string, send: string, codeLabel: RegExp, submit: string) {
    const earlier = (await listMail(product)).map((mail) => mail.id);
    await dialog.getByRole('button', { name: send, exact: true }).click();
    await dialog.getByLabel(codeLabel).fill(await waitForCode(product, to, earlier));
    await dialog.getByRole('button', { name: submit }).click();
  }

  test(`signed in with another address: the banner alone, then Quick Login as the invited address on the page (${desktop.name})`, async () => {
    const grace = person('Grace Hopper');
    const invitationId = await invite(grace);
    const graceSession = await signUp(product, grace.name, grace.email);
    await callApi(
      product.baseUrl,
      '/invitations/respond',
      { method: 'POST', body: JSON.stringify({ invitationId, response: 'decline' }) },
      graceSession.token,
    );
    const alan = person('Alan Turing');
    const alanSession = await signUp(product, alan.name, alan.email);

    const page = await openPageAt(browser, product.baseUrl, desktop);
    await openSignedIn(page, alanSession, `/invitation/${invitationId}`);
    const banner = page.getByRole('region', { name: 'Signed in with a different address' });
    await expectVisible(banner);
    await expectVisible(banner.getByText(`This invitation was sent to ${grace.email}, and you are signed in as`));
    expect(await page.getByText('You declined this invitation', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send Response' }).count()).toBe(0);

    await banner.getByRole('button', { name: `Sign out to use ${grace.email}` }).click();
    const login = page.getByRole('dialog', { name: 'Quick Login' });
    await expectVisible(login);
    expect(await login.getByLabel(/^E-mail address/).inputValue()).toBe(grace.email);
    await enterMailedCode(login, grace.email, 'Send code', /^Code/, 'Sign In');
    await expectVisible(login.getByText('Welcome back! You have successfully signed in.'));
    await login.getByRole('button', { name: 'Continue' }).click();
    await login.waitFor({ state: 'hidden' });
    await expectVisible(page.getByText(`Signed in as ${grace.email}`));
    await expectVisible(page.getByText('You declined this invitation. You can still change your answer.'));
    await expectVisible(page.getByRole('button', { name: 'Send Response' }));
  });

  test(`Quick Login shows its success step before the page moves on (${phone.name})`, async () => {
    const ivan = person('Ivan Invitee');
    const invitationId = await invite(ivan);
    await signUp(product, ivan.name, ivan.email);

    const page = await openPageAt(browser, product.baseUrl, phone);
    await page.goto(`/invitation/${invitationId}`);
    await page.getByRole('button', { name: 'Quick Login' }).click();
    const login = page.getByRole('dialog', { name: 'Quick Login' });
    await login.getByLabel(/^E-mail address/).fill(ivan.email);
    await enterMailedCode(login, ivan.email, 'Send code', /^Code/, 'Sign In');

    const success = login.getByRole('status');
    await expectVisible(success.getByText('You are signed in'));
    await expectVisible(success.getByText('Welcome back! You have successfully signed in.'));
    await expectVisible(success.getByText(`Signed in as ${ivan.email}.`));
    await success.getByRole('button', { name: 'Continue' }).click();
    await login.waitFor({ state: 'hidden' });
    await expectVisible(page.getByRole('button', { name: 'Send Response' }));
  });

  test(`Quick Register starts with the invitee's name and address, and needs only the code (${phone.name})`, async () => {
    const hana = person('Hana Newcomer');
    const invitationId = await invite(hana);

    const page = await openPageAt(browser, product.baseUrl, phone);
    await page.goto(`/invitation/${invitationId}`);
    await page.getByRole('button', { name: 'Quick Register' }).click();
    const register = page.getByRole('dialog', { name: 'Quick Register' });
    expect(await register.getByLabel(/^Full name/).inputValue()).toBe(hana.name);
    expect(await register.getByLabel(/^E-mail address/).inputValue()).toBe(hana.email);
    await enterMailedCode(register, hana.email, 'Send code', /^Code/, 'Verify and create account');

    await register.waitFor({ state: 'hidden' });
    await expectVisible(page.getByText(`Signed in as ${hana.email}`));
    await expectVisible(page.getByRole('button', { name: 'Send Response' }));
  });
});
