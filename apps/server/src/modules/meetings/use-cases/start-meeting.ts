import type { GuestUser } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { nowIso, ownedMeeting, reloadMeeting, type MeetingsContext } from './meetings-context';

/** scheduled -> active, once: a second start (or a racing one) changes nothing and announces nothing. */
async function startOnce(ctx: MeetingsContext, row: MeetingRow, actor: string): Promise<void> {
  const at = nowIso(ctx);
  if (await ctx.meetings.transition(row.id, ['scheduled'], { status: 'active', started_at: at, updated_at: at })) {
    await ctx.activity.record(row.id, 'started', actor, at);
    await ctx.bus.publish('meeting.started', { meetingId: row.id, actor });
  }
}

/** The organizer starts their meeting from the meetings page. */
export async function startMeeting(ctx: MeetingsContext, user: GuestUser, id: MeetingId): Promise<MeetingRow> {
  const row = await ownedMeeting(ctx, user, id);
  if (row.status === 'ended')
    throw AppError.conflict('MEETING_ENDED_NOT_STARTABLE', 'This meeting has ended and cannot be started again.');
  await startOnce(ctx, row, user.id);
  return reloadMeeting(ctx, row.id);
}

/** The organizer entered the room: that starts a scheduled meeting (docs/product.md, 'Joining a meeting'). */
export async function startFromRoom(ctx: MeetingsContext, id: MeetingId, actor: string): Promise<void> {
  const row = await ctx.meetings.findById(id);
  if (row) await startOnce(ctx, row, actor);
}
