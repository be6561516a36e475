import type { GuestUser, OccurrenceScope } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { cancelFollowing } from '../series/cancel-following';
import { closeMeeting } from './close-meeting';
import { ownedMeeting, reloadMeeting, type MeetingsContext } from './meetings-context';

/**
 * The organizer cancels a meeting that has not begun (docs/product.md, 'Cancelling a meeting'): its
 * invitees get one cancellation with the organizer's word, reminders stop, the join link says it was
 * cancelled. On an occurrence of a series, scope 'following' cancels the later ones too. Asking again
 * for a cancelled meeting changes nothing; one that has begun or ended is ended, not cancelled.
 */
export async function cancelMeeting(
  ctx: MeetingsContext,
  user: GuestUser,
  id: MeetingId,
  scope: OccurrenceScope = 'occurrence',
  message?: string,
): Promise<MeetingRow> {
  const row = await ownedMeeting(ctx, user, id);
  if (row.cancelled_at) return row;
  if (row.status !== 'scheduled') {
    throw AppError.conflict(
      'MEETING_NOT_CANCELLABLE',
      row.status === 'ended'
        ? 'This meeting has already ended, so it cannot be cancelled.'
        : 'This meeting has begun, so it cannot be cancelled: end it instead.',
    );
  }
  await cancelScheduled(ctx, row, user.id, scope, message?.trim() || null);
  return reloadMeeting(ctx, row.id);
}

/** Cancels a scheduled meeting (or it and the following occurrences); `/end` on one that has not begun comes here too. */
export async function cancelScheduled(
  ctx: MeetingsContext,
  row: MeetingRow,
  actor: string,
  scope: OccurrenceScope,
  message: string | null,
): Promise<void> {
  if (row.series_id && scope === 'following') await cancelFollowing(ctx, row, actor, message);
  else await closeMeeting(ctx, row, actor, { message });
}
