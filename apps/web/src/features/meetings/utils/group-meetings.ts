import type { Meeting } from '@vm/contracts';
import { endedAtOf, statusKind } from './meeting-status';

/** Dashboard grouping limits (docs/product.md, 'Dashboard groups'). */
export const GROUP_LIMITS = { startingSoonMinutes: 15, todayMinutes: 1440, recentDays: 7 } as const;

export const GROUP_NAMES = ['active', 'startingSoon', 'today', 'upcoming', 'recent'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];
export type MeetingGroups = Record<GroupName, Meeting[]>;

const byStart = (a: Meeting, b: Meeting) => Date.parse(a.startTime) - Date.parse(b.startTime);
const byEndDesc = (a: Meeting, b: Meeting) => endedAtOf(b) - endedAtOf(a);

function groupOf(meeting: Meeting, now: number): GroupName | null {
  const kind = statusKind(meeting.status);
  if (kind === 'live') return 'active';
  if (kind === 'ended') {
    // No lower bound: with the server's clock a little ahead, a meeting ended just now is still recent.
    const age = now - endedAtOf(meeting);
    return age <= GROUP_LIMITS.recentDays * 86_400_000 ? 'recent' : null;
  }
  const minutes = (Date.parse(meeting.startTime) - now) / 60_000;
  // A scheduled meeting past its start (not ended by the server yet) belongs with 'starting soon'.
  if (minutes <= GROUP_LIMITS.startingSoonMinutes) return 'startingSoon';
  return minutes <= GROUP_LIMITS.todayMinutes ? 'today' : 'upcoming';
}

/**
 * The dashboard's sections for the 'all' filter: status first, then minutes to start
 * (docs/product.md, 'Dashboard groups'). Ended meetings older than the recent window are left out,
 * as the original client's list did.
 */
export function groupMeetings(meetings: readonly Meeting[], now: Date): MeetingGroups {
  const groups: MeetingGroups = { active: [], startingSoon: [], today: [], upcoming: [], recent: [] };
  for (const meeting of meetings) {
    const group = groupOf(meeting, now.getTime());
    if (group) groups[group].push(meeting);
  }
  for (const name of ['active', 'startingSoon', 'today', 'upcoming'] as const) groups[name].sort(byStart);
  groups.recent.sort(byEndDesc);
  return groups;
}

/**
 * Whether scheduled meetings loaded soonest first reach past the Today window: only then do
 * Starting Soon and Today hold every one of theirs.
 */
export function reachesPastToday(scheduledSoonestFirst: readonly Meeting[], now: Date): boolean {
  const last = scheduledSoonestFirst.at(-1);
  return last !== undefined && Date.parse(last.startTime) - now.getTime() > GROUP_LIMITS.todayMinutes * 60_000;
}

/**
 * Whether ended meetings loaded latest end first may go on into Recent: once the last loaded one
 * ended before the recent window, every later one did too.
 */
export function recentMayGoOn(endedLatestFirst: readonly Meeting[], now: Date): boolean {
  const last = endedLatestFirst.at(-1);
  return last === undefined || now.getTime() - endedAtOf(last) <= GROUP_LIMITS.recentDays * 86_400_000;
}
