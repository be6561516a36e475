import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';
import { invitationFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { MyInvitationsCard } from './my-invitations-card';

describe('My Invitations', pageTest, () => {
  it('lists the invitations the user received, each with its status and a link to its page', async () => {
    storeSession();
    const received = invitationFixture({ id: 'inv_xyz', meetingTitle: 'Board meeting', status: 'accepted' });
    stubApi({ 'GET /invitations/my': { status: 200, body: okEnvelope([received]) } });
    renderWithProviders(<MyInvitationsCard />);
    const card = await screen.findByRole('region', { name: 'My Invitations' });
    const link = await within(card).findByRole('link', { name: /Board meeting/ });
    expect(link.getAttribute('href')).toBe('/invitation/inv_xyz');
    expect(within(link).getByText('Accepted').dataset.status).toBe('accepted');
  });

  it('says when nothing was received', async () => {
    storeSession();
    stubApi({ 'GET /invitations/my': { status: 200, body: okEnvelope([]) } });
    renderWithProviders(<MyInvitationsCard />);
    expect(await screen.findByText('You have not received any invitations yet.')).toBeDefined();
  });
});
