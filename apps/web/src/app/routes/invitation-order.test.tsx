import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicInvitationAt } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';

// docs/product.md, 'Invitation page': what the reader does (sign in, answer, join) comes right under the title and
// the time, before the description, the facts and the invitation's details, so that on a phone Accept and Decline
// are on the first screen (the phone e2e measures it at 390x844).

const follows = (earlier: Element, later: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('invitation page order', pageTest, () => {
  it('puts Accept and Decline under the title and time, above the description and the facts', async () => {
    const invitation = publicInvitationAt(new Date(), 180);
    storeSession({ withUser: false });
    localStorage.setItem('guest_user', JSON.stringify({ ...guestUser, email: 'grace@example.com' }));
    stubApi({ [`GET /invitations/${invitation.id}`]: { status: 200, body: okEnvelope(invitation) } });
    renderApp(`/invitation/${invitation.id}`);

    const title = await screen.findByRole('heading', { level: 1, name: 'Product review' });
    const accept = await screen.findByRole('radio', { name: 'Accept' });
    const decline = screen.getByRole('radio', { name: 'Decline' });
    expect(screen.getByTestId('invitation-when').textContent).toMatch(/ · /);
    expect(follows(title, accept)).toBe(true);
    for (const later of [
      screen.getByText('Quarterly roadmap review'),
      screen.getByText('PRD-2026-042'),
      screen.getByText('Looking forward to seeing you.'),
    ]) {
      expect(follows(decline, later)).toBe(true);
    }
  });
});
