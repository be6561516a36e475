import type { GuestUser } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { announce, announcement } from './announce';
import { nowIso, ownedMeeting, reloadMeeting, type MeetingsContext } from './meetings-context';

/** How long a deleted meeting can be restored before what hangs off it is purged. */
export const DELETED_KEPT_DAYS = 30;
const DELETED_KEPT_MS = DELETED_KEPT_DAYS * 86_400_000;

/**
 * The organizer deletes an ended or cancelled meeting (docs/product.md, 'Deleting meetings'): it
 * leaves every list and sits in "Recently deleted". Deleting it again changes nothing.
 */
export async function deleteMeeting(ctx: MeetingsContext, user: GuestUser, id: MeetingId): Promise<MeetingRow> {
  const row = await ownedMeeting(ctx, user, id);
  if (row.deleted_at) return row;
  if (row.status !== 'ended') {
    throw AppError.conflict(
      'MEETING_NOT_DELETABLE',
      'Only an ended or cancelled meeting can be deleted: cancel or end it first.',
    );
  }
  const at = nowIso(ctx);
  if (await ctx.meetings.setDeleted(row.id, at, at)) {
    await ctx.bus.publish('meeting.deleted', { meetingId: row.id });
  }
  return reloadMeeting(ctx, row.id);
}

/** Back into the lists from "Recently deleted", until it is purged. */
export async function restoreMeeting(ctx: MeetingsContext, user: GuestUser, id: MeetingId): Promise<MeetingRow> {
  const row = await ownedMeeting(ctx, user, id);
  if (!row.deleted_at) return row;
  if (row.purged_at) {
    throw AppError.conflict(
      'MEETING_NOT_RESTORABLE',
      `This meeting was deleted more than ${DELETED_KEPT_DAYS} days ago and can no longer be restored.`,
    );
  }
  await ctx.meetings.setDeleted(row.id, null, nowIso(ctx));
  return reloadMeeting(ctx, row.id);
}

/** "Recently deleted": the organizer's deleted meetings that can still be restored. */
export function recentlyDeleted(ctx: MeetingsContext, user: GuestUser): Promise<MeetingRow[]> {
  return ctx.meetings.listDeleted(user.id, 100);
}

/**
 * The status job's part: meetings deleted more than 30 days ago are marked purged and 'meeting.purged'
 * is journaled with the mark, so the recordings, invitations and attendance go even across a crash.
 * How many were purged.
 */
export async function purgeDeleted(ctx: MeetingsContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - DELETED_KEPT_MS).toISOString();
  const rows = await ctx.meetings.findToPurge(before, 100);
  for (const row of rows) {
    // The meetings module's own part first (run again if the pass dies before purged_at is set).
    await ctx.attendance.deleteForMeeting(row.id);
    const purged = announcement(ctx, 'meeting.purged', { meetingId: row.id });
    await ctx.meetings.update(row.id, { purged_at: nowIso(ctx) }, purged.entry ? [purged.entry] : []);
    await announce(ctx, [purged]);
  }
  return rows.length;
}
