import { screen, waitFor, within } from '@testing-library/react';
import type { Invitation } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { invitationFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { InvitationManagement } from './invitation-management';

const pending = invitationFixture({
  inviteeName: 'Grace Hopper',
  inviteeEmail: 'grace@example.com',
  inviteePhone: '+90 555 111 22 33',
  personalMessage: 'Please join us for the quarterly review of the roadmap and the budget.',
  invitedAt: '2026-03-01T09:00:00.000Z',
});
const accepted = invitationFixture({
  inviteeName: 'Alan Turing',
  inviteeEmail: 'alan@example.com',
  status: 'accepted',
  respondedAt: '2026-03-02T10:30:00.000Z',
  responseNote: 'I will be there',
});

function show(invitations: Invitation[], routes = {}) {
  storeSession();
  let list = invitations;
  const fetchMock = stubApi({
    'GET /invitations/meeting/m_1': () => ({ status: 200, body: okEnvelope(list) }),
    ...routes,
  });
  renderWithProviders(<InvitationManagement meeting={{ id: 'm_1', title: 'Product review' }} />);
  return { fetchMock, setList: (next: Invitation[]) => (list = next), user: setupUser() };
}

describe('Invitation Management', pageTest, () => {
  it('says how to start when nothing was sent yet', async () => {
    show([]);
    expect(
      await screen.findByText('No invitations sent yet. Send your first invitation to get started.'),
    ).toBeDefined();
    expect(screen.getByText('0 total')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Bulk Invite' })).toBeDefined();
  });

  it('lists every field of an invitation, with Resend and Cancel only on pending ones', async () => {
    show([pending, accepted]);
    const list = await screen.findByRole('list', { name: 'Sent invitations' });
    expect(screen.getByText('2 total')).toBeDefined();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Grace Hopper')).toBeDefined();
    expect(within(first!).getByText('grace@example.com')).toBeDefined();
    expect(within(first!).getByText(/^Invited Mar 1, 2026/)).toBeDefined();
    expect(within(first!).getByText('+90 555 111 22 33')).toBeDefined();
    const message = within(first!).getByText(pending.personalMessage!);
    expect(message.className).toContain('line-clamp-2');
    expect(within(first!).getByText('Pending').dataset.status).toBe('pending');
    expect(within(first!).getByRole('button', { name: 'Resend the invitation to Grace Hopper' })).toBeDefined();
    expect(within(first!).getByRole('button', { name: 'Cancel the invitation to Grace Hopper' })).toBeDefined();

    expect(within(second!).getByText('I will be there')).toBeDefined();
    expect(within(second!).getByText('Accepted').dataset.status).toBe('accepted');
    expect(within(second!).getByText(/^Responded Mar 2, 2026/)).toBeDefined();
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('asks before cancelling, keeps the invitation on No, and shows it cancelled on Yes', async () => {
    const { user, fetchMock, setList } = show([pending], {
      [`DELETE /invitations/${pending.id}`]: () => {
        setList([{ ...pending, status: 'cancelled' }]);
        return { status: 200, body: okEnvelope({ ...pending, status: 'cancelled' }) };
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel the invitation to Grace Hopper' });
    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Cancel invitation' });
    expect(within(dialog).getByText('Are you sure you want to cancel this invitation?')).toBeDefined();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Cancel invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Invitation cancelled successfully!')).toBeDefined();
    await waitFor(() => expect(screen.getByText('Cancelled').dataset.status).toBe('cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel the invitation/ })).toBeNull();
  });

  it('resends a pending invitation and says so', async () => {
    const { user, fetchMock } = show([pending], {
      [`POST /invitations/${pending.id}/resend`]: { status: 200, body: okEnvelope({ ...pending, sendCount: 2 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to Grace Hopper' }));
    expect(await screen.findByText('Invitation resent successfully!')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/invitations/${pending.id}/resend`))).toBe(true);
  });
});
