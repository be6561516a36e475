import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { invitationFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { MultiInviteDialog } from './multi-invite-dialog';

const meetings = [
  { id: 'm_1', title: 'Product review' },
  { id: 'm_2', title: 'Team lunch' },
];

describe('multi-invitee dialog (dashboard)', pageTest, () => {
  it('asks which meeting and for at least one invitee, then sends to the chosen meeting', async () => {
    storeSession();
    const fetchMock = stubApi({
      'POST /invitations/bulk': {
        status: 200,
        body: okEnvelope({ sent: [invitationFixture({ meetingId: 'm_2' })], failed: [] }),
      },
    });
    let closed = false;
    renderWithProviders(<MultiInviteDialog open meetings={meetings} onClose={() => (closed = true)} />);
    const user = setupUser();
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Invitation' });
    const send = within(dialog).getByRole('button', { name: 'Send Invitations' });

    await user.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a meeting');
    await user.selectOptions(within(dialog).getByLabelText(/^Meeting/), 'Team lunch');
    await user.type(within(dialog).getByLabelText(/^Email/), 'grace@example.com');
    await user.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please add at least one invitee');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Grace');
    await user.click(send);
    expect(await screen.findByText('1 invitation sent successfully!')).toBeDefined();
    await waitFor(() => expect(closed).toBe(true));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      meetingId: 'm_2',
      invitees: [{ email: 'grace@example.com', name: 'Grace' }],
    });
  });

  it('says there is nothing to invite to without upcoming meetings', async () => {
    renderWithProviders(<MultiInviteDialog open meetings={[]} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Invitation' });
    expect(within(dialog).getByText(/You have no upcoming meetings/)).toBeDefined();
  });
});
