import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '../../../../testing/fetch-stub';
import { storeSession } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render-app';
import { pageTest, setupUser } from '../../../../testing/user';
import { invitationFixture } from '../../testing/invitation-fixtures';
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

const duplicate = {
  status: 409,
  body: {
    success: false,
    message: 'This address already has an invitation to this meeting.',
    data: null,
    errors: [{ field: 'inviteeEmail', message: 'Already invited' }],
  },
};

/** Answers each send by address: listed addresses are refused as duplicates; one request at a time is checked. */
function stubSends(refused: string[] = []) {
  let inFlight = 0;
  let overlapped = false;
  const fetchMock = stubApi({
    'POST /invitations/send': async (init) => {
      inFlight += 1;
      overlapped ||= inFlight > 1;
      await new Promise((wake) => setTimeout(wake, 5));
      inFlight -= 1;
      const body = sentBody(init) as { inviteeEmail: string; inviteeName: string };
      return refused.includes(body.inviteeEmail)
        ? duplicate
        : {
            status: 201,
            body: okEnvelope(invitationFixture({ inviteeEmail: body.inviteeEmail }), 'Invitation sent successfully!'),
          };
    },
  });
  const sends = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/invitations/send')).map(([, init]) => sentBody(init));
  return { sends, overlapped: () => overlapped };
}

async function openDialog() {
  storeSession();
  const user = setupUser();
  renderWithProviders(<Page />);
  await user.click(await screen.findByRole('button', { name: 'Bulk Invite' }));
  const dialog = screen.getByRole('dialog', { name: 'Bulk Invitation' });
  const row = (number: number) => within(dialog).getByRole('group', { name: `Invitee ${number}` });
  const fill = async (number: number, email: string, name: string, phone = '') => {
    await user.type(within(row(number)).getByLabelText(/^Email/), email);
    await user.type(within(row(number)).getByLabelText(/^Name/), name);
    if (phone) await user.type(within(row(number)).getByLabelText('Phone (Optional)'), phone);
  };
  const summary = () => within(dialog).getByText('Invitation Summary').nextElementSibling?.textContent;
  const send = () => within(dialog).getByRole('button', { name: 'Send Invitations' });
  return { user, dialog, row, fill, summary, send };
}

describe('Bulk Invitation', pageTest, () => {
  it('adds and removes rows, keeps one, and counts only complete rows in the summary', async () => {
    stubSends();
    const { user, dialog, row, fill, summary, send } = await openDialog();
    expect(within(dialog).getByText('Send invitations to multiple people at once')).toBeDefined();
    expect(within(row(1)).getByLabelText('Phone (Optional)').getAttribute('placeholder')).toBe('+90 5xx xxx xx xx');
    expect(within(dialog).queryByRole('button', { name: /Remove invitee/ })).toBeNull();
    expect(summary()).toBe('0 invitations will be sent');
    expect((send() as HTMLButtonElement).disabled).toBe(true);

    await fill(1, 'ada@example.com', 'Ada');
    expect(summary()).toBe('1 invitation will be sent');
    expect((send() as HTMLButtonElement).disabled).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
    expect(document.activeElement).toBe(within(row(2)).getByLabelText(/^Email/));
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

  it('blocks the whole send while any kept row has an invalid e-mail address', async () => {
    const { sends } = stubSends();
    const { user, dialog, fill, send } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
    await fill(2, 'grace@', 'Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
    await fill(3, 'not an email', 'Alan');
    await user.click(send());
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid email format: grace@, not an email');
    expect(sends()).toEqual([]);
  });

  it('sends one by one, reports partial success, and closes', async () => {
    const stub = stubSends(['grace@example.com']);
    const { user, dialog, fill, send } = await openDialog();
    await fill(1, ' ada@example.com ', ' Ada ', '+90 555 000 00 00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
    await fill(2, 'grace@example.com', 'Grace');
    await user.type(within(dialog).getByLabelText('Personal Message (Optional)'), '  Welcome  ');
    await user.click(send());

    expect(await screen.findByText('1 invitation sent successfully!')).toBeDefined();
    expect(screen.getByText('1 invitation failed to send')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.sends()).toEqual([
      {
        meetingId: 'm_1',
        inviteeEmail: 'ada@example.com',
        inviteeName: 'Ada',
        inviteePhone: '+90 555 000 00 00',
        personalMessage: 'Welcome',
      },
      { meetingId: 'm_1', inviteeEmail: 'grace@example.com', inviteeName: 'Grace', personalMessage: 'Welcome' },
    ]);
    expect(stub.overlapped()).toBe(false);
  });

  it('stays open with the reasons when none was sent', async () => {
    stubSends(['ada@example.com']);
    const { user, dialog, fill, send } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await user.click(send());
    expect(await screen.findByText('All invitations failed to send')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Bulk Invitation' })).toBe(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'ada@example.com: This address already has an invitation to this meeting.',
    );
  });

  it.each(['Cancel', 'Close'])('starts again with one blank row after closing with %s', async (button) => {
    stubSends();
    const { user, dialog, fill } = await openDialog();
    await fill(1, 'ada@example.com', 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
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
