import { beforeAll, describe, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, type Session, scheduleMeeting } from '../support/api';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { expectDialogFits } from '../support/dialog-fit';
import { openSignedIn, signUp } from '../support/people';
import { openPageAt, viewports } from '../support/viewports';

// docs/product.md, 'Dialogs': tall dialogs were cut off at the top (Schedule Meeting opened 127 px above a
// 1366x800 window; on a 390x844 phone its focused title field was 200 px above the window). Every
// dialog of the product is opened here, as a person would open it, on a laptop and on a phone.
// Instant Meeting (N) opens no dialog: it starts the meeting in a new tab. Not here: the room's
// leave and remove confirmations, which need the media server (test:media).
describe('every dialog fits the window', () => {
  const product = withProduct();
  const browser = withBrowser();
  let host: Session;
  let meetingId: string;
  let invitationId: string;

  beforeAll(async () => {
    host = await signUp(product, 'Dana Dialogs', `dana-${Date.now()}@example.test`);
    const meeting = await scheduleMeeting(product.baseUrl, host.token, 'Dialog check');
    meetingId = meeting.id;
    const invitation = await callApi<{ id: string }>(
      product.baseUrl,
      '/invitations/send',
      {
        method: 'POST',
        body: JSON.stringify({ meetingId, inviteeEmail: `ivy-${Date.now()}@example.test`, inviteeName: 'Ivy Invitee' }),
      },
      host.token,
    );
    invitationId = invitation.id;
  });

  /** Adds rows as a person would; each new row takes focus, so the dialog scrolls down with it. */
  async function addRowsUntil(dialog: Locator, rows: number) {
    for (let row = 2; row <= rows; row++) {
      await dialog.getByRole('button', { name: 'Add Invitee' }).click();
      await expectVisible(dialog.getByRole('group', { name: `Invitee ${row}` }));
    }
  }

  async function closeWithEscape(page: Page, dialog: Locator) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  for (const viewport of viewports) {
    test(`dashboard: tour offer, Schedule Meeting by S and by its tile, invite step, Join (J), Invite People, Help, tour panel (${viewport.name})`, async () => {
      const page = await openPageAt(browser, product.baseUrl, viewport);
      await openSignedIn(page, host, '/dashboard', { firstVisit: true });

      const offer = page.getByRole('dialog', { name: 'Welcome!' });
      await expectDialogFits(offer, 'tour offer', {
        firstField: offer.getByRole('button', { name: 'Maybe later' }),
        lastButton: offer.getByRole('button', { name: 'Start Tour' }),
      });
      await offer.getByRole('button', { name: 'Maybe later' }).click();
      // The shortcut keys belong to the dashboard's widgets, which load after its heading.
      await expectVisible(page.getByRole('heading', { name: 'Quick Actions' }));

      const schedule = page.getByRole('dialog', { name: 'Schedule Meeting' });
      const scheduleParts = {
        firstField: schedule.getByLabel('Meeting title'),
        lastButton: schedule.getByRole('button', { name: 'Create Meeting' }),
      };
      await page.keyboard.press('s');
      await expectDialogFits(schedule, 'Schedule Meeting (S)', scheduleParts);
      await closeWithEscape(page, schedule);
      await page.getByRole('button', { name: /^Schedule Meeting/ }).click();
      await expectDialogFits(schedule, 'Schedule Meeting (tile)', scheduleParts);
      await schedule.getByLabel('Meeting title').fill(`Made on a ${viewport.name}`);
      await schedule.getByRole('button', { name: 'Create Meeting' }).click();

      const invite = page.getByRole('dialog', { name: 'Invite people' });
      await expectDialogFits(invite, 'Invite people (after creating)', {
        firstField: invite.getByLabel(/^Email/),
        lastButton: invite.getByRole('button', { name: 'Skip' }),
      });
      await invite.getByRole('button', { name: 'Skip' }).click();
      await invite.waitFor({ state: 'hidden' });

      await page.keyboard.press('j');
      const join = page.getByRole('dialog', { name: 'Join Meeting' });
      await expectDialogFits(join, 'Join Meeting (J)', {
        firstField: join.getByLabel('Meeting ID'),
        lastButton: join.getByRole('button', { name: 'Join Meeting' }),
      });
      await closeWithEscape(page, join);

      await page.getByRole('button', { name: 'Invite People' }).click();
      const multi = page.getByRole('dialog', { name: 'Bulk Invitation' });
      await addRowsUntil(multi, 6);
      await multi.getByLabel(/^Meeting/).focus();
      await expectDialogFits(multi, 'Invite People with 6 rows, back at its first field', {
        firstField: multi.getByLabel(/^Meeting/),
        lastButton: multi.getByRole('button', { name: 'Send Invitations' }),
      });
      await closeWithEscape(page, multi);

      await page.getByRole('button', { name: 'Help', exact: true }).click();
      const help = page.getByRole('dialog', { name: 'Help' });
      await expectDialogFits(help, 'Help', {
        firstField: help.getByRole('button', { name: 'Close' }),
        lastButton: help.getByRole('button', { name: 'Close' }),
      });
      await closeWithEscape(page, help);

      await page.getByRole('button', { name: 'Start Tour' }).click();
      const tour = page.getByRole('dialog', { name: 'Guide' });
      await expectDialogFits(tour, 'tour panel', {
        closeName: 'Skip tour',
        firstField: tour.getByRole('progressbar'),
        lastButton: tour.getByRole('button', { name: 'Next' }),
      });
    });

    test(`meeting page: Edit Meeting, Send Invitation, Bulk Invite with 6 rows, Cancel invitation (${viewport.name})`, async () => {
      const page = await openPageAt(browser, product.baseUrl, viewport);
      await openSignedIn(page, host, `/meetings/${meetingId}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Dialog check' }));

      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
      await expectDialogFits(edit, 'Edit Meeting', {
        firstField: edit.getByLabel('Meeting title'),
        lastButton: edit.getByRole('button', { name: 'Save changes' }),
      });
      await closeWithEscape(page, edit);

      await page.getByRole('button', { name: 'Send Invitation' }).click();
      const send = page.getByRole('dialog', { name: 'Send Invitation' });
      await expectDialogFits(send, 'Send Invitation', {
        firstField: send.getByLabel(/^Email/),
        lastButton: send.getByRole('button', { name: 'Send Invitation' }),
      });
      await closeWithEscape(page, send);

      await page.getByRole('button', { name: 'Bulk Invite' }).click();
      const bulk = page.getByRole('dialog', { name: 'Bulk Invitation' });
      await addRowsUntil(bulk, 6);
      await bulk
        .getByRole('group', { name: 'Invitee 1' })
        .getByLabel(/^Email/)
        .focus();
      await expectDialogFits(bulk, 'Bulk Invite with 6 rows, back at its first field', {
        firstField: bulk.getByRole('group', { name: 'Invitee 1' }).getByLabel(/^Email/),
        lastButton: bulk.getByRole('button', { name: 'Send Invitations' }),
      });
      await closeWithEscape(page, bulk);

      await page.getByRole('button', { name: 'Cancel the invitation to Ivy Invitee' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel invitation' });
      await expectDialogFits(confirm, 'Cancel invitation', {
        firstField: confirm.getByRole('button', { name: 'Keep invitation' }),
        lastButton: confirm.getByRole('button', { name: 'Yes, cancel it' }),
      });
      await closeWithEscape(page, confirm);
    });

    test(`account page: Delete your account? (${viewport.name})`, async () => {
      const page = await openPageAt(browser, product.baseUrl, viewport);
      await openSignedIn(page, host, '/account');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
      await expectDialogFits(deletion, 'Delete your account?', {
        firstField: deletion.getByRole('button', { name: 'Keep my account' }),
        lastButton: deletion.getByRole('button', { name: 'Send code', exact: true }),
      });
      await closeWithEscape(page, deletion);
    });

    test(`invitation page Quick Register and Quick Login, registration's Verify Your Email (${viewport.name})`, async () => {
      const page = await openPageAt(browser, product.baseUrl, viewport);
      await page.goto(`/invitation/${invitationId}`);

      await page.getByRole('button', { name: 'Quick Register' }).click();
      const register = page.getByRole('dialog', { name: 'Quick Register' });
      await expectDialogFits(register, 'Quick Register', {
        firstField: register.getByLabel(/^Full name/),
        lastButton: register.getByRole('button', { name: 'Send code', exact: true }),
      });
      await closeWithEscape(page, register);

      await page.getByRole('button', { name: 'Quick Login' }).click();
      const login = page.getByRole('dialog', { name: 'Quick Login' });
      await expectDialogFits(login, 'Quick Login', {
        firstField: login.getByLabel(/^E-mail address/),
        lastButton: login.getByRole('button', { name: 'Send code', exact: true }),
      });
      await closeWithEscape(page, login);

      await page.goto('/auth/guest/register');
      await page.getByLabel('Full name').fill('Vera Verify');
      await page.getByLabel('E-mail address').fill(`vera-${viewport.width}-${Date.now()}@example.test`);
      await page.getByLabel('Phone number').fill('+90 555 123 4567');
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
      await expectDialogFits(verify, 'Verify Your Email', {
        firstField: verify.getByRole('textbox').first(),
        lastButton: verify.getByRole('button', { name: 'Verify' }),
      });
    });
  }
});
