import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, type Session, scheduleMeeting } from '../support/api';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { expectInsideWindow } from '../support/geometry';
import { openSignedIn, signUp } from '../support/people';
import { desktop, openPageAt, phone } from '../support/viewports';

const duplicate = 'This address already has an invitation to this meeting.';
const capped = 'You can send at most 3 invitation e-mails per hour. Please try again later.';
// Chromium logs every refused request as a console error; here the refusals are the point.
const refusedRequest = { allowConsoleErrors: [/the server responded with a status of (400|429)/] };

// docs/product.md, 'Bulk Invitation': Bulk Invite with a bad address looked like a dead button. Its one message sat
// at the top of a modal scrolled down to the third row, and no row was marked. Now each refused
// row says why under its field, is marked invalid and takes focus: for the e-mail rule checked in
// the browser, and for the server's answer when it sent none of the rows (400, or 429 when the
// hourly send cap stopped them all). Partial success still closes the modal and says what failed.
describe('Bulk Invite shows each refused row where it is', () => {
  // Three invitation e-mails an hour per organizer, so the cap is reached in a few steps.
  const product = withProduct({ env: { INVITATIONS_PER_HOUR: '3' } });
  const browser = withBrowser();
  let organizers = 0;

  const stamp = Date.now();
  const address = (name: string) => `${name}-${stamp}@example.test`;

  /** A new organizer (each has their own hourly cap) with a meeting, and people already invited to it. */
  async function organizerWithMeeting(alreadyInvited: string[] = []) {
    organizers += 1;
    const organizer = await signUp(product, 'Bea Bulk', address(`bea${organizers}`));
    const meeting = await scheduleMeeting(product.baseUrl, organizer.token, 'Launch review');
    for (const email of alreadyInvited) {
      await callApi(
        product.baseUrl,
        '/invitations/send',
        {
          method: 'POST',
          body: JSON.stringify({ meetingId: meeting.id, inviteeEmail: email, inviteeName: 'Earlier' }),
        },
        organizer.token,
      );
    }
    return { organizer, meetingId: meeting.id };
  }

  async function openBulkInvite(page: Page, organizer: Session, meetingId: string) {
    await openSignedIn(page, organizer, `/meetings/${meetingId}`);
    await page.getByRole('button', { name: 'Bulk Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Invitation' });
    await expectVisible(dialog);
    return dialog;
  }

  async function fillRows(dialog: Locator, rows: [string, string][]) {
    for (const [index, [email, name]] of rows.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: 'Add Invitee' }).click();
      const row = dialog.getByRole('group', { name: `Invitee ${index + 1}` });
      await row.getByLabel(/^Email/).fill(email);
      await row.getByLabel(/^Name/).fill(name);
    }
  }

  const emailOf = (dialog: Locator, row: number) =>
    dialog.getByRole('group', { name: `Invitee ${row}` }).getByLabel(/^Email/);

  /** The field is marked invalid, its description (read with it) says why, and it is on screen. */
  async function expectMarked(field: Locator, reason: string) {
    await expectVisible(field.locator('xpath=..').getByText(reason, { exact: true }));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const description = await field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
    expect(description).toBe(reason);
  }

  const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

  test(`a bad address in the third row is marked there, on screen and focused, and nothing is sent (${phone.name})`, async () => {
    const { organizer, meetingId } = await organizerWithMeeting();
    const page = await openPageAt(browser, product.baseUrl, phone);
    const dialog = await openBulkInvite(page, organizer, meetingId);
    await fillRows(dialog, [
      [address('ann'), 'Ann'],
      [address('ben'), 'Ben'],
      ['cem@example', 'Cem'],
    ]);
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();

    const third = emailOf(dialog, 3);
    await expectMarked(third, 'Invalid email format: cem@example');
    expect(await isFocused(third)).toBe(true);
    await expectInsideWindow(third, 'the marked field');
    expect(await emailOf(dialog, 1).getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Escape');
    await expectVisible(page.getByText('No invitations sent yet. Send your first invitation to get started.'));
  });

  test(`when the server sends none (400), each row shows the server's reason and the first takes focus (${desktop.name})`, async () => {
    const taken = [address('dia'), address('eli')];
    const { organizer, meetingId } = await organizerWithMeeting(taken);
    const page = await openPageAt(browser, product.baseUrl, desktop, refusedRequest);
    const dialog = await openBulkInvite(page, organizer, meetingId);
    await fillRows(dialog, [
      [taken[0]!, 'Dia'],
      [taken[1]!, 'Eli'],
    ]);
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();

    await expectMarked(emailOf(dialog, 1), duplicate);
    await expectMarked(emailOf(dialog, 2), duplicate);
    expect(await isFocused(emailOf(dialog, 1))).toBe(true);
    await expectVisible(page.getByText('All invitations failed to send'));
    expect(await dialog.isVisible()).toBe(true);
  });

  test(`when the hourly cap stopped every row (429), each row says so (${phone.name})`, async () => {
    const { organizer, meetingId } = await organizerWithMeeting([address('f1'), address('f2'), address('f3')]);
    const page = await openPageAt(browser, product.baseUrl, phone, refusedRequest);
    const dialog = await openBulkInvite(page, organizer, meetingId);
    await fillRows(dialog, [
      [address('gil'), 'Gil'],
      [address('hal'), 'Hal'],
    ]);
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();

    await expectMarked(emailOf(dialog, 1), capped);
    await expectMarked(emailOf(dialog, 2), capped);
    expect(await isFocused(emailOf(dialog, 1))).toBe(true);
  });

  test(`partial success closes the modal, lists the sent one and says which failed (${desktop.name})`, async () => {
    const taken = address('ida');
    const { organizer, meetingId } = await organizerWithMeeting([taken]);
    const page = await openPageAt(browser, product.baseUrl, desktop);
    const dialog = await openBulkInvite(page, organizer, meetingId);
    await fillRows(dialog, [
      [taken, 'Ida'],
      [address('jan'), 'Jan'],
    ]);
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();

    await expectVisible(page.getByText('1 invitation sent successfully!'));
    await expectVisible(page.getByText('1 invitation failed to send'));
    await expectVisible(page.getByText(`${taken}: ${duplicate}`));
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(page.getByRole('list', { name: 'Sent invitations' }).getByText(address('jan')));
  });
});
