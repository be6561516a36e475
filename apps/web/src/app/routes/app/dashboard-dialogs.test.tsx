import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { okEnvelope, stubFetch } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

const created = meetingAt(new Date(), 60, { id: 'm_new', title: 'Design review', meetingId: 'DES-2026-123' });
const stats = {
  totalMeetings: 0,
  activeMeetings: 0,
  scheduledMeetings: 0,
  completedMeetings: 0,
  thisMonthMeetings: 0,
  lastMonthMeetings: 0,
};

function stubDashboard() {
  return stubFetch((url, init) => {
    if (url === '/api/VideoMeeting/meetings' && init.method === 'POST')
      return { status: 201, body: okEnvelope(created) };
    if (url === '/api/VideoMeeting/invitations/send' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { inviteeEmail: string; inviteeName: string };
      return {
        status: 201,
        body: okEnvelope({
          ...body,
          id: 'inv_1',
          meetingId: 'm_new',
          meetingTitle: created.title,
          status: 'pending',
          invitedAt: new Date().toISOString(),
        }),
      };
    }
    if (url.endsWith('/join') && init.method === 'POST') {
      return { status: 200, body: okEnvelope('http://localhost/room/ABC-2026-354#token=guest', 'Joining meeting...') };
    }
    if (url.startsWith('/api/VideoMeeting/meetings/stats')) return { status: 200, body: okEnvelope(stats) };
    if (url.startsWith('/api/VideoMeeting/meetings/activity')) return { status: 200, body: okEnvelope([]) };
    if (url.startsWith('/api/VideoMeeting/meetings?')) {
      return { status: 200, body: { ...okEnvelope([]), pagination: { page: 1, pageSize: 50, total: 0 } } };
    }
    return { status: 404, body: { success: false, message: 'Not found', data: null, errors: [] } };
  });
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/VideoMeeting/meetings?')).length;

async function openDashboard() {
  const user = userEvent.setup();
  renderApp('/dashboard');
  await screen.findByText('No meetings yet. Schedule one to get started.', {}, slow);
  return user;
}

describe('dashboard dialogs and shortcuts', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    storeSession();
    localStorage.setItem('dashboard_first_visit', 'visited');
  });

  async function createThroughDialog(user: Awaited<ReturnType<typeof openDashboard>>) {
    await user.keyboard('s');
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meeting' });
    await user.type(within(dialog).getByLabelText(/Meeting title/), 'Design review');
    await user.click(within(dialog).getByRole('button', { name: 'Create Meeting' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite people' });
    expect(within(invite).getByText('Design review is scheduled. Meeting ID: DES-2026-123')).toBeDefined();
    expect(within(invite).getByRole('link', { name: 'Open meeting page' }).getAttribute('href')).toBe(
      '/meetings/m_new',
    );
    return invite;
  }

  it('S opens Schedule Meeting; after creating, Skip closes the invite step and reloads', async () => {
    const fetchMock = stubDashboard();
    const user = await openDashboard();
    const invite = await createThroughDialog(user);
    const before = listCalls(fetchMock);
    await user.click(within(invite).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(before));
    // Skip sends nothing (the dashboard's own My Invitations card does read /invitations/my).
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/invitations/send'))).toBe(false);
  });

  it('the invite step sends an invitation for the new meeting, then closes', async () => {
    const fetchMock = stubDashboard();
    const user = await openDashboard();
    const invite = await createThroughDialog(user);
    await user.type(within(invite).getByLabelText(/^Email/), 'grace@example.com');
    await user.type(within(invite).getByLabelText(/^Name/), 'Grace Hopper');
    await user.click(within(invite).getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/VideoMeeting/invitations/send');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      meetingId: 'm_new',
      inviteeEmail: 'grace@example.com',
      inviteeName: 'Grace Hopper',
    });
  });

  it('J opens Join Meeting: its messages, then the guest join call and the room in a new tab', async () => {
    const fetchMock = stubDashboard();
    const tab = { opener: {} };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const user = await openDashboard();
    await user.keyboard('j');
    const dialog = await screen.findByRole('dialog', { name: 'Join Meeting' });
    expect(within(dialog).getByText('You will be redirected to the meeting room.')).toBeDefined();
    const name = within(dialog).getByLabelText(/Your name/);
    const email = within(dialog).getByLabelText(/Your e-mail/);
    expect((name as HTMLInputElement).value).toBe(guestUser.name);
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Join Meeting' }));
    expect(await within(dialog).findByText('Meeting ID is required')).toBeDefined();
    expect(within(dialog).getByText('Your name is required')).toBeDefined();
    expect(within(dialog).getByText('Valid email is required')).toBeDefined();

    await user.type(within(dialog).getByLabelText(/Meeting ID/), 'ABC-2026-354');
    await user.type(name, 'Grace Hopper');
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Join Meeting' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/room/ABC-2026-354#token=guest', '_blank'));
    expect(tab.opener).toBeNull();
    const join = fetchMock.mock.calls.find(([url]) => url === '/api/VideoMeeting/meetings/ABC-2026-354/join');
    expect(JSON.parse(String(join?.[1]?.body))).toEqual({ guestName: 'Grace Hopper', guestEmail: 'grace@example.com' });
  });

  it('ignores the shortcut keys while typing in a text field', async () => {
    stubDashboard();
    const user = await openDashboard();
    await user.type(screen.getByRole('searchbox', { name: 'Search meetings' }), 'sjn');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the tour on a first visit; finishing it stores the flags', async () => {
    localStorage.removeItem('dashboard_first_visit');
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const splash = await screen.findByRole('dialog', { name: 'Welcome!' }, slow);
    await user.click(within(splash).getByRole('button', { name: 'Start Tour' }));

    const panel = await screen.findByRole('dialog', { name: 'Guide' });
    expect(within(panel).getByRole('progressbar', { name: 'Step 1 of 7' })).toBeDefined();
    expect(within(panel).getAllByRole('button', { name: /^Go to step/ })).toHaveLength(7);
    for (let step = 1; step < 7; step++) await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getByRole('heading', { name: 'Recent Activity' })).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Finish' }));

    expect(screen.queryByRole('dialog', { name: 'Guide' })).toBeNull();
    expect(localStorage.getItem('dashboard_guide_completed')).toBe('true');
    expect(localStorage.getItem('dashboard_first_visit')).toBe('visited');
    expect(screen.getByRole('button', { name: 'Restart Tour' })).toBeDefined();
  });

  it('Maybe later counts as a visit and leaves the tour on the floating button', async () => {
    localStorage.removeItem('dashboard_first_visit');
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const splash = await screen.findByRole('dialog', { name: 'Welcome!' }, slow);
    await user.click(within(splash).getByRole('button', { name: 'Maybe later' }));
    expect(localStorage.getItem('dashboard_first_visit')).toBe('visited');
    expect(localStorage.getItem('dashboard_guide_completed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Tour' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('welcome_dismissed')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Welcome to your dashboard' })).toBeNull();
  });
});
