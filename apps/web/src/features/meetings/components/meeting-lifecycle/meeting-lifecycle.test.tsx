import { screen, within } from '@testing-library/react';
import type { Meeting } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { endedMeeting, meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { MeetingDetailsCard } from '../meeting-detail/meeting-details-card';
import { MeetingCollection } from '../meeting-collection';
import { RecentlyDeleted } from './recently-deleted';

// Cancel, delete and restore as the organizer meets them (docs/product.md, 'Cancelling a meeting',
// 'Deleting meetings'): on the meeting page, in a card's menu, and in Recently deleted.

const now = new Date();
const mine = { organizerId: guestUser.id } satisfies Partial<Meeting>;
const upcoming = meetingAt(now, 24 * 60, { ...mine, id: 'm_up', title: 'Client review' });
const held = endedMeeting(now, 60, { ...mine, id: 'm_held', title: 'Kick-off', startedAt: now.toISOString() });

/** The API as these screens use it; every call's method, path and body is kept. */
function stubLifecycle(extra: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const calls: { route: string; body: unknown }[] = [];
  const answer = (meeting: Meeting, changes: Partial<Meeting>) => (init: RequestInit, url: URL) => {
    calls.push({
      route: `${init.method} ${url.pathname}${url.search}`,
      body: init.body && JSON.parse(String(init.body)),
    });
    return { status: 200, body: okEnvelope({ ...meeting, ...changes }) };
  };
  const at = now.toISOString();
  stubApi({
    'POST /meetings/m_up/cancel': answer(upcoming, { status: 'ended', cancelledAt: at }),
    'DELETE /meetings/m_held': answer(held, { deletedAt: at }),
    'POST /meetings/m_held/restore': answer(held, { deletedAt: null }),
    ...extra,
  });
  return { user: setupUser(), calls };
}

describe('cancelling, deleting and restoring meetings', pageTest, () => {
  it('cancels from the meeting page with a message to the invitees', async () => {
    const { user, calls } = stubLifecycle();
    renderWithProviders(<MeetingDetailsCard meeting={upcoming} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting: Client review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel meeting' });
    await user.type(within(dialog).getByLabelText('Message to the invitees (optional)'), 'Moved to Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled')).toBeDefined();
    expect(calls).toEqual([
      { route: 'POST /api/VideoMeeting/meetings/m_up/cancel', body: { message: 'Moved to Friday' } },
    ]);
  });

  it('says Cancelled on a cancelled meeting, offers Delete, and no Cancel or Edit', async () => {
    stubLifecycle();
    const cancelled = endedMeeting(now, 0, { ...mine, id: 'm_c', title: 'Dropped', cancelledAt: now.toISOString() });
    renderWithProviders(<MeetingDetailsCard meeting={cancelled} now={now} />);
    expect(await screen.findByRole('button', { name: 'Delete Dropped' })).toBeDefined();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.getByText('CANCELLED')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete Dropped' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel meeting: Dropped' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers Cancel in a scheduled card's menu and Delete in an ended one's; none on someone else's", async () => {
    const { user, calls } = stubLifecycle();
    const theirs = meetingAt(now, 90, { id: 'm_theirs', title: 'Their call', organizerId: 'someone-else' });
    renderWithProviders(<MeetingCollection meetings={[upcoming, held, theirs]} now={now} view="grid" />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Client review' }));
    expect(screen.queryByRole('button', { name: 'More actions for Their call' })).toBeNull();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Cancel meeting']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel meeting' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'More actions for Kick-off' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete meeting' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Meeting deleted. You can restore it for 30 days.')).toBeDefined();
    expect(calls.map((call) => call.route)).toEqual([
      'POST /api/VideoMeeting/meetings/m_up/cancel',
      'DELETE /api/VideoMeeting/meetings/m_held',
    ]);
  });

  it('shows a deleted meeting as deleted, with Restore', async () => {
    const { user, calls } = stubLifecycle();
    const deleted = { ...held, deletedAt: '2030-01-02T10:00:00.000Z' };
    renderWithProviders(<MeetingDetailsCard meeting={deleted} now={now} />);
    expect(screen.getByRole('status').textContent).toContain('You can restore it until');
    expect(screen.queryByRole('button', { name: 'Delete Kick-off' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Meeting restored')).toBeDefined();
    expect(calls.map((call) => call.route)).toEqual(['POST /api/VideoMeeting/meetings/m_held/restore']);
  });

  it('lists Recently deleted only when asked, and restores from there', async () => {
    const deleted = { ...held, deletedAt: now.toISOString() };
    const { user, calls } = stubLifecycle({ 'GET /meetings/deleted': { status: 200, body: okEnvelope([deleted]) } });
    renderWithProviders(<RecentlyDeleted />);
    expect(screen.queryByText('Kick-off')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show recently deleted' }));
    expect(await screen.findByText('Kick-off')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Restore Kick-off' }));
    expect(await screen.findByText('Meeting restored')).toBeDefined();
    expect(calls.map((call) => call.route)).toEqual(['POST /api/VideoMeeting/meetings/m_held/restore']);
  });
});
