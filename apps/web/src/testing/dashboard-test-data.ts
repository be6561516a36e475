import { screen, within } from '@testing-library/react';
import type { Meeting, MeetingActivity, MeetingStats, StorageUsage } from '@vm/contracts';
import { endedMeeting, meetingAt } from '../features/meetings/testing/meeting-fixture';
import { okEnvelope, stubFetch } from './fetch-stub';
import { isMeetingList, meetingListReply, paramsOf } from '../features/meetings/testing/meeting-list-fake';
import { slow } from '../features/meetings/testing/test-timing';

// Shared by the dashboard's tests: meetings in every group, relative to the time the tests start.
export const now = new Date();
export const live = meetingAt(now, -20, { title: 'Live standup', status: 'active', organizerId: 'u_1' });
export const soon = meetingAt(now, 10, { title: 'Soon review' });
export const today = meetingAt(now, 180, { title: 'Afternoon planning' });
export const later = meetingAt(now, 3 * 24 * 60, { title: 'Quarterly roadmap' });
export const recent = endedMeeting(now, 90, { title: 'Retro' });
export const old = endedMeeting(now, 8 * 24 * 60, { title: 'Ancient kickoff' });
const meetings: Meeting[] = [later, recent, soon, old, live, today];

const stats: MeetingStats = {
  totalMeetings: 6,
  activeMeetings: 1,
  scheduledMeetings: 3,
  completedMeetings: 2,
  thisMonthMeetings: 6,
  lastMonthMeetings: 4,
};
const activity: MeetingActivity[] = [
  {
    id: 'e1',
    kind: 'meeting_started',
    meetingId: live.id,
    meetingCode: live.meetingId,
    meetingTitle: live.title,
    at: now.toISOString(),
  },
  {
    id: 'e2',
    kind: 'meeting_created',
    meetingId: soon.id,
    meetingCode: soon.meetingId,
    meetingTitle: soon.title,
    at: new Date(now.getTime() - 5 * 60_000).toISOString(),
  },
];

const GB = 1024 ** 3;
/** A Pro account's recording storage: 1.2 GB of 100 GB. */
export const storage: StorageUsage = { usedBytes: Math.round(1.2 * GB), limitBytes: 100 * GB };

/**
 * The dashboard's server: stats, activity, GET /meetings with its filters over `list`, and the
 * recording storage (`recordingStorage` null: that request fails).
 */
export function stubDashboard(list: Meeting[] = meetings, recordingStorage: StorageUsage | null = storage) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/VideoMeeting/meetings/stats')) return { status: 200, body: okEnvelope(stats) };
    if (url === '/api/VideoMeeting/recordings/storage' && recordingStorage) {
      return { status: 200, body: okEnvelope(recordingStorage) };
    }
    if (url.startsWith('/api/VideoMeeting/meetings/activity')) return { status: 200, body: okEnvelope(activity) };
    if (isMeetingList(url) && (init.method ?? 'GET') === 'GET') {
      return { status: 200, body: meetingListReply(list, paramsOf(url)) };
    }
    return { status: 404, body: { success: false, message: 'Not found', data: null, errors: [] } };
  });
}

/** The query of every GET /meetings the page made. */
export const listQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter(isMeetingList)
    .map(paramsOf);

export const findBoard = () => screen.findByRole('region', { name: /^Meetings/ }, slow);
export const board = () => screen.getByRole('region', { name: /^Meetings/ });
export const boardHeading = () => within(board()).getByRole('heading', { level: 2 });
export const section = (name: string) => within(board()).getByRole('region', { name: new RegExp(`^${name}`) });
export const titlesIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.textContent);
