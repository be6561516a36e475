import type { Meeting, MeetingStatusFilter } from '@vm/contracts';
import { endedAtOf, statusKind } from './meeting-status';

export const STATUS_FILTERS: readonly MeetingStatusFilter[] = ['all', 'scheduled', 'live', 'ended'];

/** Title or meeting ID contains the text, ignoring case (the server's search does the same). */
export function matchesSearch(meeting: Pick<Meeting, 'title' | 'meetingId'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return meeting.title.toLocaleLowerCase().includes(needle) || meeting.meetingId.toLocaleLowerCase().includes(needle);
}

export function matchesStatus(meeting: Pick<Meeting, 'status'>, filter: MeetingStatusFilter): boolean {
  return filter === 'all' || statusKind(meeting.status) === filter;
}

/**
 * The dashboard's flat list for a status filter: 'live' covers active, in_progress and started.
 * Ended meetings show the latest first, the others the soonest first.
 */
export function filterMeetings(meetings: readonly Meeting[], filter: MeetingStatusFilter, search: string): Meeting[] {
  const found = meetings.filter((meeting) => matchesStatus(meeting, filter) && matchesSearch(meeting, search));
  return filter === 'ended'
    ? found.sort((a, b) => endedAtOf(b) - endedAtOf(a))
    : found.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}
