import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeetingAttendance } from '@vm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';
import { invitationFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { stubBrowserDownloads } from '#web/testing/browser-downloads.ts';
import { okEnvelope } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';

// docs/product.md, 'Attendance': once the meeting has begun its page lists who came (how they joined, the
// first join, the time in the room) and downloads the same list as CSV with the session; an invitee who
// came shows 'Attended' whatever they answered. A meeting that never began shows no attendance.

const now = new Date();
const held = meetingAt(now, -90, {
  id: 'm_held',
  title: 'Client review',
  status: 'ended',
  startedAt: new Date(now.getTime() - 90 * 60_000).toISOString(),
  endedAt: new Date(now.getTime() - 30 * 60_000).toISOString(),
});
const planned = meetingAt(now, 60, { id: 'm_planned', title: 'Planning' });
const attendance: MeetingAttendance = {
  meetingId: held.meetingId,
  entries: [
    {
      name: 'Hana Host',
      email: 'hana@example.test',
      joinedVia: 'account',
      firstJoinedAt: held.startedAt!,
      lastLeftAt: held.endedAt,
      secondsInRoom: 3600,
      inRoomNow: false,
      invitationId: null,
    },
    {
      name: 'Gül Şahin',
      email: null,
      joinedVia: 'guest',
      firstJoinedAt: held.startedAt!,
      lastLeftAt: held.endedAt,
      secondsInRoom: 754,
      inRoomNow: false,
      invitationId: null,
    },
  ],
};
const CSV = '\uFEFFName,Email\r\nHana Host,hana@example.test\r\n';

describe('meeting page: attendance', { timeout: TEST_TIMEOUT_MS }, () => {
  const requests: string[] = [];
  let saved: Array<{ name: string; blob: Blob }> = [];

  beforeEach(() => {
    storeSession();
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        requests.push(url);
        if (url.endsWith('/attendance?format=csv')) {
          return new Response(CSV, {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="attendance-${held.meetingId}.csv"`,
            },
          });
        }
        const body = url.endsWith('/meetings/m_held')
          ? okEnvelope(held)
          : url.endsWith('/meetings/m_planned')
            ? okEnvelope(planned)
            : url.endsWith('/meetings/m_held/attendance')
              ? okEnvelope(attendance)
              : url.endsWith('/invitations/meeting/m_held')
                ? okEnvelope([
                    invitationFixture({ meetingId: 'm_held', status: 'expired', attendedAt: held.startedAt! }),
                  ])
                : okEnvelope([]);
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    saved = stubBrowserDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists who came with how they joined and their time in the room, and downloads the CSV', async () => {
    renderApp('/meetings/m_held');
    const card = await screen.findByRole('region', { name: 'Attendance' }, slow);
    const list = await within(card).findByRole('list', { name: 'People who came' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Hana Host');
    expect(items[0]!.textContent).toContain('Joined signed in');
    expect(items[0]!.textContent).toContain('1:00:00 in the room');
    expect(items[1]!.textContent).toContain('Gül Şahin');
    expect(items[1]!.textContent).toContain('Joined as a guest');
    expect(items[1]!.textContent).toContain('12:34 in the room');
    expect(within(card).getByText('2 people came')).toBeDefined();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.map(({ name }) => name)).toEqual([`attendance-${held.meetingId}.csv`]));
    expect(requests).toContain('/api/VideoMeeting/meetings/m_held/attendance?format=csv');
  });

  it("marks the invitee who came 'Attended' though they never answered", async () => {
    renderApp('/meetings/m_held');
    const management = await screen.findByRole('region', { name: 'Invitation Management' }, slow);
    const badge = await within(management).findByText('Attended');
    expect(badge.getAttribute('data-status')).toBe('expired');
  });

  it('shows no attendance for a meeting that has not begun', async () => {
    renderApp('/meetings/m_planned');
    await screen.findByRole('heading', { level: 1, name: 'Planning' }, slow);
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
    expect(requests.some((url) => url.includes('/attendance'))).toBe(false);
  });
});
