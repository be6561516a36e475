import { PLAN_LIMITS } from '@vm/contracts';
import { planOf } from '../meeting-mapper';
import type { MeetingRow } from '../meeting-types';
import { closeMeeting } from './close-meeting';
import { nowIso, type MeetingsContext } from './meetings-context';

/** An active meeting past its end closes once its room has been empty this long. */
export const EMPTY_ROOM_GRACE_MS = 10 * 60_000;

/** Whether a live meeting is over: its plan's time is up, or it is past its end with an empty room for long enough. */
async function isOver(ctx: MeetingsContext, row: MeetingRow, nowMs: number): Promise<boolean> {
  const limitMinutes = PLAN_LIMITS[planOf(row)].maxDurationMinutes;
  const startedMs = Date.parse(row.started_at ?? row.start_time);
  if (limitMinutes !== null && nowMs >= startedMs + limitMinutes * 60_000) return true;
  if (nowMs < Date.parse(row.end_time) + EMPTY_ROOM_GRACE_MS) return false;
  if (await ctx.isRoomOccupied(row.id)) return false;
  const lastPresence = await ctx.activity.lastPresenceAt(row.id);
  return !lastPresence || nowMs >= Date.parse(lastPresence) + EMPTY_ROOM_GRACE_MS;
}

/**
 * The status job's pass (docs/product.md, 'Meeting status'): a scheduled meeting whose end passed
 * unstarted was missed; a live one ends when its plan's time is up, or once past its end with an
 * empty room for 10 minutes. Returns how many meetings it ended.
 */
export async function sweepMeetings(ctx: MeetingsContext): Promise<number> {
  const nowMs = ctx.clock.now().getTime();
  let count = 0;
  for (const row of await ctx.meetings.findMissed(nowIso(ctx))) {
    await closeMeeting(ctx, row, 'system');
    count += 1;
  }
  for (const row of await ctx.meetings.findLive()) {
    if (await isOver(ctx, row, nowMs)) {
      await closeMeeting(ctx, row, 'system');
      count += 1;
    }
  }
  return count;
}
