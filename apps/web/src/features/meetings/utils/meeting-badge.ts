import type { Meeting } from '@vm/contracts';
import { calendarDayDiff, zonedWeekday } from '#web/lib/time/zone.ts';
import { endedAtOf, statusKind } from './meeting-status';

/** Badge thresholds in minutes to the start (docs/product.md, 'Time badges'). */
export const BADGE_MINUTES = { startingNow: 5, startingSoon: 15, in30Min: 30, in1Hour: 60, in2Hours: 120 } as const;
/** Ended badges, in hours since the end. */
export const ENDED_BADGE_HOURS = { justEnded: 1, endedToday: 24 } as const;

export type MeetingBadge =
  | 'live'
  | 'startingNow'
  | 'startingSoon'
  | 'in30Min'
  | 'in1Hour'
  | 'in2Hours'
  | 'today'
  | 'tomorrow'
  | 'thisWeek'
  | 'upcoming'
  | 'justEnded'
  | 'endedToday'
  | 'past'
  | 'cancelled';

type BadgeInput = Pick<Meeting, 'status' | 'startTime' | 'endTime' | 'endedAt'> & Partial<Pick<Meeting, 'cancelledAt'>>;

/** Where the viewer's week begins: Sunday (0) in the US, Monday (1) in Turkey. */
export type WeekStart = 0 | 1;

function scheduledBadge(start: number, now: Date, timeZone: string, weekStartsOn: WeekStart): MeetingBadge {
  const minutes = (start - now.getTime()) / 60_000;
  // A scheduled meeting whose start has passed is still waiting for its host: 'starting now'.
  if (minutes <= BADGE_MINUTES.startingNow) return 'startingNow';
  if (minutes <= BADGE_MINUTES.startingSoon) return 'startingSoon';
  if (minutes <= BADGE_MINUTES.in30Min) return 'in30Min';
  if (minutes <= BADGE_MINUTES.in1Hour) return 'in1Hour';
  if (minutes <= BADGE_MINUTES.in2Hours) return 'in2Hours';
  // Beyond two hours the badge names the viewer's calendar day, so the zone decides.
  const days = calendarDayDiff(now, start, timeZone);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  const daysLeftInWeek = 6 - ((zonedWeekday(now, timeZone) - weekStartsOn + 7) % 7);
  return days <= daysLeftInWeek ? 'thisWeek' : 'upcoming';
}

function endedBadge(endedAt: number, now: Date): MeetingBadge {
  const hours = (now.getTime() - endedAt) / 3_600_000;
  if (hours <= ENDED_BADGE_HOURS.justEnded) return 'justEnded';
  return hours <= ENDED_BADGE_HOURS.endedToday ? 'endedToday' : 'past';
}

/** The time badge of a meeting card (docs/product.md, 'Time badges'), from the server's status. */
export function meetingBadge(
  meeting: BadgeInput,
  now: Date,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): MeetingBadge {
  if (meeting.cancelledAt) return 'cancelled';
  const kind = statusKind(meeting.status);
  if (kind === 'live') return 'live';
  if (kind === 'ended') return endedBadge(endedAtOf(meeting), now);
  return scheduledBadge(Date.parse(meeting.startTime), now, timeZone, weekStartsOn);
}
