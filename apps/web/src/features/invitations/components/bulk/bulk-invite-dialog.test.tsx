import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { i18n } from '#web/lib/i18n.ts';
import { invitationFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { BulkInviteDialog } from './bulk-invite-dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Bulk Invite</button>
      <BulkInviteDialog open={open} onClose={() => setOpen(false)} meetingId="m_1" />
    </>
  );
}

const duplicate = 'This address already has an invitation to this meeting.';
const capped = 'You can send at most 3 invitation e-mails per hour. Please try again later.';

/** Why the server refused something: its words, its code and the numbers the code's text needs. */
interface Reason {
  message: string;
  code: string;
  params?: Record<string, number>;
}
const alreadyInvited: Reason = { message: duplicate, code: 'ALREADY_INVITED' };
const hourlyCap: Reason = { message: capped, code: 'INVITATIONS_HOURLY_LIMIT', params: { max: 3 } };
const allFailed: Reason = { message: 'All invitations failed to send', code: 'INVITATIONS_ALL_FAILED' };

/** The server's answer when no row was sent: each refused row's reason on its e-mail field. */
const noneSent = (status: number, reason: Reason, rows: Reason[]) => ({
  status,
  body: {
    success: false,
    ...reason,
    data: null,
    errors: rows.map((row, index) => ({ field: `invitees.${index}.email`, ...row })),
  },
});

/** Stubs the bulk endpoint with `reply` and returns the bodies it was sent. */
function stubBulk(reply: Parameters<typeof stubApi>[0][string]) {
  const fetchMock = stubApi({ 'POST /invitations/bulk': reply });
  return () =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/invitations/bulk')).map(([, init]) => sentBody(init));
}

async function openDialog() {
  storeSession();
  const user = setupUser();
  renderWithProviders(<Page />);
  await user.click(await screen.findByRole('button', { name: 'Bulk Invite' }));
  const dialog = screen.getByRole('dialog', { name: 'Bulk Invitation' });
  const row = (number: number) => within(dialog).getByRole('group', { name: `Invitee ${number}` });
  const email = (number: number) => within(row(number)).getByLabelText(/^Email/);
  const fill = async (number: number, address: string, name: string, phone = '') => {
    if (address) await user.type(email(number), address);
    await user.type(within(row(number)).getByLabelText(/^Name/), name);
    if (phone) await user.type(within(row(number)).getByLabelText('Phone (Optional)'), phone);
  };
  const addRow = () => user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
  const summary = () => within(dialog).getByText('Invitation Summary').nextElementSibling?.textContent;
  const send = () => within(dialog).getByRole('button', { name: 'Send Invitations' });
  return { user, dialog, row, email, fill, addRow, summary, send };
}

/** The text a field's aria-describedby points at: its hint and error, as a screen reader reads them. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .trim();

describe('Bulk Invitation', pageTest, () => {
  it('adds and removes rows, keeps one, and counts only complete rows in the summary', async () => {
    stubBulk({ status: 200, body: okEnvelope({ sent: [], failed: [] }) });
    const { user, dialog, row, email, fill, addRow, summary, send } = await openDialog();
    expect(within(dialog).getByText('Send invitations to multiple people at once')).toBeDefined();
    expect(within(row(1)).getByLabelText('Phone (Optional)').getAttribute('placeholder')).toBe('+90 5xx xxx xx xx');
    expect(within(dialog).queryByRole('button', { name: /Remove invitee/ })).toBeNull();
    expect(summary()).toBe('0 invitations will be sent');
    expect((send() as HTMLButtonElement).disabled).toBe(true);

    await fill(1, 'ada@example.com', 'Ada');
    expect(summary()).toBe('1 invitation will be sent');
    expect((send() as HTMLButtonElement).disabled).toBe(false);

    await addRow();
    expect(document.activeElement).toBe(email(2));
    await user.type(within(row(2)).getByLabelText(/^Name/), 'Only a name');
    expect(summary()).toBe('1 invitation will be sent');
    const message = within(dialog).getByLabelText('Personal Message (Optional)');
    expect(message.getAttribute('rows')).toBe('3');
    expect(within(dialog).getByText('This message will be sent to all invitees')).toBeDefined();
    await user.type(message, 'See you there');
    expect(summary()).toBe('1 invitation will be sent with your personal message');

    await user.click(within(dialog).getByRole('button', { name: 'Remove invitee 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Invitee 2' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove invitee/ })).toBeNull();
  });

  it('marks each row with an invalid address where it is, says why under it, moves focus there, and sends nothing', async () => {
    const sent = stubBulk({ status: 200, body: okEnvelope({ sent: [], failed: [] }) });
    const { user, email, fill, addRow, send } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await addRow();
    await fill(2, 'grace@', 'Grace');
    await addRow();
    await fill(3, 'not an email', 'Alan');
    await user.click(send());

    await waitFor(() => expect(email(2).getAttribute('aria-invalid')).toBe('true'));
    expect(email(1).getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(email(2))).toBe('Invalid email format: grace@');
    expect(email(3).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email(3))).toBe('Invalid email format: not an email');
    expect(document.activeElement).toBe(email(2));
    expect(sent()).toEqual([]);

    // Correcting the address clears its mark.
    await user.clear(email(2));
    await user.type(email(2), 'grace@example.com');
    expect(email(2).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the complete rows in one request, reports partial success, and closes', async () => {
    const sent = stubBulk({
      status: 200,
      body: okEnvelope(
        {
          sent: [invitationFixture({ inviteeEmail: 'ada@example.com' })],
          failed: [{ email: 'grace@example.com', ...alreadyInvited }],
        },
        '1 invitation(s) sent successfully! 1 invitation(s) failed to send',
      ),
    });
    const { user, dialog, fill, addRow, send } = await openDialog();
    await fill(1, ' ada@example.com ', ' Ada ', '+90 555 000 00 00');
    await addRow();
    await fill(2, 'grace@example.com', 'Grace');
    await user.type(within(dialog).getByLabelText('Personal Message (Optional)'), '  Welcome  ');
    await user.click(send());

    expect(await screen.findByText('1 invitation sent successfully!')).toBeDefined();
    expect(screen.getByText('1 invitation failed to send')).toBeDefined();
    expect(screen.getByText(`grace@example.com: ${duplicate}`)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([
      {
        meetingId: 'm_1',
        invitees: [
          { email: 'ada@example.com', name: 'Ada', phone: '+90 555 000 00 00' },
          { email: 'grace@example.com', name: 'Grace' },
        ],
        personalMessage: 'Welcome',
      },
    ]);
  });

  it("puts the server's reason on each refused row when none was sent, skipping incomplete rows, and stays open", async () => {
    stubBulk(noneSent(400, allFailed, [alreadyInvited, alreadyInvited]));
    const { user, dialog, email, fill, addRow, send } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await addRow();
    await fill(2, '', 'No address yet');
    await addRow();
    await fill(3, 'grace@example.com', 'Grace');
    await user.click(send());

    expect(await screen.findByText('All invitations failed to send')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Bulk Invitation' })).toBe(dialog);
    await waitFor(() => expect(email(1).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email(1))).toBe(duplicate);
    // The server's second row is the form's third: the second was left out as incomplete.
    expect(email(2).getAttribute('aria-invalid')).toBeNull();
    expect(email(3).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email(3))).toBe(duplicate);
    expect(document.activeElement).toBe(email(1));
  });

  it('shows the send cap on every row when it stopped them all (429)', async () => {
    stubBulk(noneSent(429, hourlyCap, [hourlyCap, hourlyCap]));
    const { user, email, fill, addRow, send } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await addRow();
    await fill(2, 'grace@example.com', 'Grace');
    await user.click(send());

    await waitFor(() => expect(descriptionOf(email(1))).toBe(capped));
    expect(descriptionOf(email(2))).toBe(capped);
    expect(email(2).getAttribute('aria-invalid')).toBe('true');
  });

  it('gives a Turkish reader every refused row’s reason in Turkish, by its code and numbers', async () => {
    await i18n.changeLanguage('tr');
    stubBulk(noneSent(429, hourlyCap, [hourlyCap, alreadyInvited]));
    storeSession();
    const user = setupUser();
    renderWithProviders(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Bulk Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Toplu Davet' });
    const email = (number: number) =>
      within(within(dialog).getByRole('group', { name: `Davetli ${number}` })).getByLabelText(/^E-posta/);
    await user.type(email(1), 'ayse@example.com');
    await user.type(within(within(dialog).getByRole('group', { name: 'Davetli 1' })).getByLabelText(/^Ad/), 'Ayşe');
    await user.click(within(dialog).getByRole('button', { name: 'Davetli Ekle' }));
    await user.type(email(2), 'mehmet@example.com');
    await user.type(within(within(dialog).getByRole('group', { name: 'Davetli 2' })).getByLabelText(/^Ad/), 'Mehmet');
    await user.click(within(dialog).getByRole('button', { name: 'Davetleri Gönder' }));

    const cap = 'Saatte en fazla 3 davet e-postası gönderebilirsiniz. Lütfen daha sonra tekrar deneyin.';
    await waitFor(() => expect(descriptionOf(email(1))).toBe(cap));
    expect(descriptionOf(email(2))).toBe('Bu adrese bu toplantı için zaten bir davet gönderilmiş.');
    const shown = screen.getByText('Hiçbir davet gönderilemedi').closest('[data-sonner-toast]');
    expect(shown?.textContent).toContain(cap);
    expect(shown?.textContent).not.toContain('You can send at most');
  });

  it('lists the rows a partly successful send refused in Turkish, by their codes', async () => {
    await i18n.changeLanguage('tr');
    stubBulk({
      status: 200,
      body: okEnvelope({
        sent: [invitationFixture({ inviteeEmail: 'ayse@example.com' })],
        failed: [{ email: 'mehmet@example.com', ...alreadyInvited }],
      }),
    });
    storeSession();
    const user = setupUser();
    renderWithProviders(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Bulk Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Toplu Davet' });
    const row = (number: number) => within(dialog).getByRole('group', { name: `Davetli ${number}` });
    await user.type(within(row(1)).getByLabelText(/^E-posta/), 'ayse@example.com');
    await user.type(within(row(1)).getByLabelText(/^Ad/), 'Ayşe');
    await user.click(within(dialog).getByRole('button', { name: 'Davetli Ekle' }));
    await user.type(within(row(2)).getByLabelText(/^E-posta/), 'mehmet@example.com');
    await user.type(within(row(2)).getByLabelText(/^Ad/), 'Mehmet');
    await user.click(within(dialog).getByRole('button', { name: 'Davetleri Gönder' }));

    expect(await screen.findByText('1 davet gönderilemedi')).toBeDefined();
    expect(
      screen.getByText('mehmet@example.com: Bu adrese bu toplantı için zaten bir davet gönderilmiş.'),
    ).toBeDefined();
  });

  it.each(['Cancel', 'Close'])('starts again with one blank row after closing with %s', async (button) => {
    stubBulk({ status: 200, body: okEnvelope({ sent: [], failed: [] }) });
    const { user, dialog, fill, addRow } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await addRow();
    await user.type(within(dialog).getByLabelText('Personal Message (Optional)'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bulk Invite' }));
    const reopened = screen.getByRole('dialog', { name: 'Bulk Invitation' });
    expect(within(reopened).getAllByRole('group')).toHaveLength(1);
    expect((within(reopened).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect((within(reopened).getByLabelText('Personal Message (Optional)') as HTMLTextAreaElement).value).toBe('');
  });
});
