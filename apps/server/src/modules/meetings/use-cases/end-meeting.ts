import type { GuestUser, OccurrenceScope } from '@vm/contracts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { cancelScheduled } from './cancel-meeting';
import { closeMeeting } from './close-meeting';
import { ownedMeeting, reloadMeeting, type MeetingsContext } from './meetings-context';

/**
 * The organizer ends a meeting; on one that has not begun, that cancels it. On an occurrence of a
 * series, scope 'following' cancels it and every later occurrence not begun (docs/product.md,
 * 'Recurring meetings'). Invitations, rooms and recordings react to what closeMeeting announces.
 */
export async function endMeeting(
  ctx: MeetingsContext,
  user: GuestUser,
  id: MeetingId,
  scope: OccurrenceScope = 'occurrence',
): Promise<MeetingRow> {
  const row = await ownedMeeting(ctx, user, id);
  // Before it begins, ending is cancelling, mails included.
  if (row.status === 'scheduled') await cancelScheduled(ctx, row, user.id, scope, null);
  else await closeMeeting(ctx, row, user.id);
  return reloadMeeting(ctx, row.id);
}

/** The host ended the meeting for everyone in the room, or its time ran out. */
export async function endFromRoom(ctx: MeetingsContext, id: MeetingId, actor: string): Promise<void> {
  const row = await ctx.meetings.findById(id);
  if (row) await closeMeeting(ctx, row, actor);
}
