import { screen, within } from '@testing-library/react';
import type { PublicInvitation } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { publicInvitationAt } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';

// docs/product.md, 'Add to calendar', on the invitation page: the links are read back as URLs.

function openInvitation(invitation: PublicInvitation) {
  stubApi({ [`GET /invitations/${invitation.id}`]: { status: 200, body: okEnvelope(invitation) } });
  renderApp(`/invitation/${invitation.id}`);
  return screen.findByRole('heading', { level: 1, name: 'Product review' });
}

const START = new Date('2030-05-06T07:30:00.000Z');

describe('invitation page: add to calendar', pageTest, () => {
  it('offers Google Calendar, Outlook and the invitation’s .ics, filled with the meeting, this page and the message', async () => {
    const invitation = publicInvitationAt(START, 0);
    await openInvitation(invitation);
    const region = screen.getByRole('region', { name: 'Add to calendar' });
    const page = `${window.location.origin}/invitation/${invitation.id}`;
    const details = `Quarterly roadmap review\n\nLooking forward to seeing you.\n\n${page}`;

    const google = new URL(
      within(region)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href')!,
    );
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe('Product review');
    expect(google.searchParams.get('dates')).toBe('20300506T073000Z/20300506T081500Z');
    expect(google.searchParams.get('details')).toBe(details);
    expect(google.searchParams.get('location')).toBe(page);

    const outlook = new URL(
      within(region)
        .getByRole('link', { name: /Outlook/ })
        .getAttribute('href')!,
    );
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.searchParams.get('subject')).toBe('Product review');
    expect(outlook.searchParams.get('startdt')).toBe('2030-05-06T07:30:00Z');
    expect(outlook.searchParams.get('enddt')).toBe('2030-05-06T08:15:00Z');
    expect(outlook.searchParams.get('body')).toBe(details);

    const download = within(region).getByRole('link', { name: 'Download .ics' });
    expect(download.getAttribute('href')).toBe(`/api/VideoMeeting/invitations/${invitation.id}/calendar.ics`);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('says it in Turkish', async () => {
    await i18n.changeLanguage('tr');
    await openInvitation(publicInvitationAt(START, 0));
    const region = screen.getByRole('region', { name: 'Takvime ekle' });
    expect(within(region).getByRole('link', { name: /Google Takvim/ })).toBeDefined();
    expect(within(region).getByRole('link', { name: '.ics dosyasını indir' })).toBeDefined();
  });

  it('offers nothing for a cancelled invitation', async () => {
    await openInvitation(publicInvitationAt(START, 0, { status: 'cancelled' }));
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
  });

  it('offers nothing to an invitee who declined: they are not coming', async () => {
    await openInvitation(publicInvitationAt(START, 0, { status: 'declined' }));
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
  });
});
