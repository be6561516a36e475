import { LIVE_STATUSES, type Meeting, type MeetingStatus } from '@vm/contracts';

// Status is the server's (docs/product.md, 'Meeting status'): the client never decides from
// the clock whether a meeting is live or over, it only orders and labels by time within a status.

export type StatusKind = 'live' | 'scheduled' | 'ended';

export function statusKind(status: MeetingStatus): StatusKind {
  if (LIVE_STATUSES.includes(status)) return 'live';
  return status === 'ended' ? 'ended' : 'scheduled';
}

export const isLive = (meeting: Pick<Meeting, 'status'>) => statusKind(meeting.status) === 'live';
export const isEnded = (meeting: Pick<Meeting, 'status'>) => meeting.status === 'ended';
export const isScheduled = (meeting: Pick<Meeting, 'status'>) => meeting.status === 'scheduled';

/** When an ended meeting ended: the recorded end, or its planned end for old rows without one. */
export function endedAtOf(meeting: Pick<Meeting, 'endedAt' | 'endTime'>): number {
  return Date.parse(meeting.endedAt ?? meeting.endTime);
}
