import { describe, expect, test } from 'vitest';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';
import { openSignedIn, signUp } from '../support/people';
import { callApi, scheduleMeeting } from '../support/api';

// docs/product.md, 'Cancelling a meeting' and 'Deleting meetings', as the organizer does them in real
// Chromium against the real server: the invitee's cancellation arrives with the organizer's message,
// and a deleted meeting comes back from Recently deleted.
describe('cancelling and deleting a meeting', () => {
  const product = withProduct();
  const browser = withBrowser();

  test('the organizer cancels with a message, the invitee is told, then deletes and restores it', async () => {
    const host = await signUp(product, 'Cara Cancel', `cara-${Date.now()}@example.test`);
    const meeting = await scheduleMeeting(product.baseUrl, host.token, 'Supplier review');
    const invitee = `ines-${Date.now()}@example.test`;
    await callApi(
      product.baseUrl,
      '/invitations/send',
      { method: 'POST', body: JSON.stringify({ meetingId: meeting.id, inviteeEmail: invitee, inviteeName: 'Ines' }) },
      host.token,
    );

    const page = await openPage(browser, product.baseUrl);
    await openSignedIn(page, host, `/meetings/${meeting.id}`);
    await page.getByRole('button', { name: 'Cancel meeting: Supplier review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel meeting' });
    await dialog.getByLabel('Message to the invitees (optional)').fill('The supplier postponed; new date soon.');
    await dialog.getByRole('button', { name: 'Cancel meeting' }).click();
    await expectVisible(page.getByText('CANCELLED'));
    await expectVisible(page.getByRole('button', { name: 'Delete Supplier review' }));

    const mail = await waitForMail(product, { to: invitee, subjectIncludes: 'Cancelled: Supplier review' });
    expect(mail.text).toContain('The supplier postponed; new date soon.');

    await page.getByRole('button', { name: 'Delete Supplier review' }).click();
    await page.getByRole('dialog', { name: 'Delete meeting' }).getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'You can restore it until' }));

    await page.goto('/meetings');
    await page.getByRole('button', { name: 'Show recently deleted' }).click();
    await page.getByRole('button', { name: 'Restore Supplier review' }).click();
    await expectVisible(page.getByText('Meeting restored'));
    const listed = await callApi<{ id: string }[]>(product.baseUrl, '/meetings?status=cancelled', {}, host.token);
    expect(listed.map((item) => item.id)).toEqual([meeting.id]);
  });
});
