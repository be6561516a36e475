import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';
import { callApi, type Session } from '../support/api';

// docs/product.md, 'Invitation page': invitations, in real Chromium against the real server with the dev mailbox. The
// organizer invites two people with Bulk Invite; one opens the e-mailed link signed out, registers
// through Quick Register and accepts; the organizer's page shows the answer on its own (the page
// polls every 15 s), and cancelling the other invitation asks first.
describe('invitations', () => {
  const product = withProduct();
  const browser = withBrowser();

  const api = <T>(path: string, init: RequestInit = {}, token?: string) =>
    callApi<T>(product.baseUrl, path, init, token);

  const codeIn = (subject: string) => {
    const code = /\b(\d{6})\b/.exec(subject)?.[1];
    if (!code) throw new Error(`No six-digit code in '${subject}'`);
    return code;
  };

  async function signUp(name: string, email: string): Promise<Session> {
    await api('/guest/send-otp?purpose=register', { method: 'POST', body: JSON.stringify({ email }) });
    const otpCode = codeIn((await waitForMail(product, { to: email })).subject);
    return api<Session>('/guest/register-with-otp', { method: 'POST', body: JSON.stringify({ name, email, otpCode }) });
  }

  /** Opens `path` signed in as `session`, the way the app keeps a session. */
  async function openSignedIn(session: Session, path: string): Promise<Page> {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/test');
    await page.evaluate((stored) => {
      localStorage.setItem('auth_token', stored.token);
      localStorage.setItem('token_expiry', stored.expiry);
      localStorage.setItem('user_type', 'guest');
      localStorage.setItem('guest_user', JSON.stringify(stored.user));
    }, session);
    await page.goto(path);
    return page;
  }

  // Sonner dims and fades toasts; they are announced through their live region, and whether a fading
  // toast is still on screen when axe looks depends on timing, so axe skips them (as in meetings.e2e.ts).
  const checkA11y = (page: Page, label: string) =>
    expectNoA11yViolations(page, { label, exclude: ['[data-sonner-toaster]'] });

  const tile = (page: Page, label: string) =>
    page
      .getByRole('list', { name: 'Invitation counts' })
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) });

  async function fillRow(dialog: Locator, number: number, email: string, name: string) {
    const row = dialog.getByRole('group', { name: `Invitee ${number}` });
    await row.getByLabel(/^Email/).fill(email);
    await row.getByLabel(/^Name/).fill(name);
  }

  test('bulk invite, answer through the e-mailed link after Quick Register, live statistics, cancel', async () => {
    const stamp = Date.now();
    const organizer = await signUp('Olivia Organizer', `olivia-${stamp}@example.test`);
    const grace = { name: 'Grace Hopper', email: `grace-${stamp}@example.test` };
    const alan = { name: 'Alan Turing', email: `alan-${stamp}@example.test` };
    const start = Date.now() + 3 * 3_600_000;
    const meeting = await api<{ id: string; meetingId: string }>(
      '/meetings',
      {
        method: 'POST',
        body: JSON.stringify({
          title: 'Roadmap review',
          description: 'Where we go next quarter',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 45 * 60_000).toISOString(),
        }),
      },
      organizer.token,
    );

    // The organizer invites both at once.
    const host = await openSignedIn(organizer, `/meetings/${meeting.id}`);
    await expectVisible(host.getByRole('heading', { level: 1, name: 'Roadmap review' }));
    await expectVisible(host.getByText('No invitations sent yet. Send your first invitation to get started.'));
    await expectVisible(host.getByText('No confirmed attendees yet'));
    await host.getByRole('button', { name: 'Bulk Invite' }).click();
    const bulk = host.getByRole('dialog', { name: 'Bulk Invitation' });
    await expectVisible(bulk);
    await fillRow(bulk, 1, grace.email, grace.name);
    await bulk.getByRole('button', { name: 'Add Invitee' }).click();
    await fillRow(bulk, 2, alan.email, alan.name);
    await bulk.getByLabel('Personal Message (Optional)').fill('Please bring your ideas.');
    await expectVisible(bulk.getByText('2 invitations will be sent with your personal message'));
    await checkA11y(host, 'Bulk Invitation dialog');
    await bulk.getByRole('button', { name: 'Send Invitations' }).click();
    await expectVisible(host.getByText('2 invitations sent successfully!'));
    await bulk.waitFor({ state: 'hidden' });
    const list = host.getByRole('list', { name: 'Sent invitations' });
    await expectVisible(list.getByText(grace.email));
    await expectVisible(list.getByText(alan.email));
    await expectVisible(host.getByText('2 total'));
    await checkA11y(host, '/meetings/{id} with invitations');

    // A mark on this document: if anything reloaded the organizer's page, the mark would be gone.
    await host.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Grace opens the link from her e-mail, signed out.
    const mail = await waitForMail(product, { to: grace.email, subjectIncludes: 'Roadmap review' });
    const invitationPath = /\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!invitationPath) throw new Error(`No invitation link in the e-mail:\n${mail.text}`);
    const guest = await openPage(browser, product.baseUrl);
    await guest.goto(invitationPath);
    await expectVisible(guest.getByRole('heading', { level: 1, name: 'Roadmap review' }));
    await expectVisible(guest.getByText('Olivia Organizer invites you to a video meeting'));
    await expectVisible(guest.getByText('45 minutes'));
    await expectVisible(guest.getByText(meeting.meetingId));
    await expectVisible(guest.getByText('Please bring your ideas.'));
    await checkA11y(guest, '/invitation/{id} signed out');
    // Add to calendar (docs/product.md, 'Add to calendar'): the page's .ics link is served by the real server to a
    // signed-out reader.
    const ics = guest.getByRole('region', { name: 'Add to calendar' }).getByRole('link', { name: 'Download .ics' });
    const served = await guest.evaluate(
      async (href) => {
        const reply = await fetch(href!);
        return { type: reply.headers.get('content-type'), body: await reply.text() };
      },
      await ics.getAttribute('href'),
    );
    expect(served.type).toBe('text/calendar; charset=utf-8');
    expect(served.body).toContain('SUMMARY:Roadmap review');

    await guest.getByRole('button', { name: 'Quick Register' }).click();
    const register = guest.getByRole('dialog', { name: 'Quick Register' });
    await register.getByLabel(/^Full name/).fill(grace.name);
    await register.getByLabel(/^E-mail address/).fill(grace.email);
    await register.getByRole('button', { name: 'Send code', exact: true }).click();
    const codeMail = await waitForMail(product, { to: grace.email, excludeIds: [mail.id] });
    await register.getByLabel(/^Code/).fill(codeIn(codeMail.subject));
    await register.getByRole('button', { name: 'Verify and create account' }).click();
    await register.waitFor({ state: 'hidden' });

    await expectVisible(guest.getByText(`Signed in as ${grace.email}`));
    const send = guest.getByRole('button', { name: 'Send Response' });
    expect(await send.isDisabled()).toBe(true);
    await guest.getByRole('radio', { name: 'Accept' }).check();
    await guest.getByLabel('Note (optional)').fill('  Happy to join  ');
    await checkA11y(guest, '/invitation/{id} respond panel');
    await send.click();
    await guest.waitForURL((url) => url.pathname === '/invitation-success');
    await expectVisible(guest.getByRole('heading', { level: 1, name: 'Your response has been saved' }));
    await checkA11y(guest, '/invitation-success');

    // The organizer's page, never reloaded, catches up on its next 15-second refresh.
    await expectVisible(tile(host, 'Accepted').getByText('1', { exact: true }), 40_000);
    await expectVisible(tile(host, 'Pending').getByText('1', { exact: true }));
    await expectVisible(tile(host, 'Total Invitations').getByText('2', { exact: true }));
    expect(await host.getByRole('meter', { name: 'Participation rate' }).getAttribute('aria-valuenow')).toBe('50');
    await expectVisible(host.getByText('1 person confirmed attendance'));
    await expectVisible(host.getByText('1 invitation pending response'));
    const graceItem = list.getByRole('listitem').filter({ hasText: grace.email });
    await expectVisible(graceItem.getByText('Accepted', { exact: true }));
    await expectVisible(graceItem.getByText('Happy to join', { exact: true }));
    expect(await host.evaluate(() => 'notReloaded' in window)).toBe(true);

    // Cancelling Alan's invitation asks first.
    await host.getByRole('button', { name: `Cancel the invitation to ${alan.name}` }).click();
    const confirm = host.getByRole('dialog', { name: 'Cancel invitation' });
    await expectVisible(confirm.getByText('Are you sure you want to cancel this invitation?'));
    await checkA11y(host, 'cancel invitation confirmation');
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectVisible(host.getByText('Invitation cancelled successfully!'));
    const alanItem = list.getByRole('listitem').filter({ hasText: alan.email });
    await expectVisible(alanItem.getByText('Cancelled', { exact: true }));
    expect(await alanItem.getByRole('button').count()).toBe(0);
    await waitForMail(product, { to: alan.email, subjectIncludes: 'Cancelled' });
  });
});
