import type { Meeting } from '@vm/contracts';
import { endedAtOf, isEnded, isScheduled } from './meeting-status';

/** Upcoming card limits: five in all, at most three ended (docs/product.md, 'Upcoming card and recent activity'). */
export const UPCOMING_LIMITS = { total: 5, ended: 3 } as const;

/** Scheduled meetings, soonest first, then the most recently ended ones. */
export function upcomingCardMeetings(meetings: readonly Meeting[]): Meeting[] {
  const scheduled = meetings.filter(isScheduled).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const ended = meetings
    .filter(isEnded)
    .sort((a, b) => endedAtOf(b) - endedAtOf(a))
    .slice(0, UPCOMING_LIMITS.ended);
  return [...scheduled, ...ended].slice(0, UPCOMING_LIMITS.total);
}
