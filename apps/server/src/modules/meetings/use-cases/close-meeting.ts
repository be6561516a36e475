import type { MeetingRow } from '../meeting-types';
import { announce, announcement, entriesOf, type Announcement } from './announce';
import { LIVE_STATUSES, nowIso, type MeetingsContext } from './meetings-context';

/**
 * Ends a meeting, whoever asks (the organizer, the room, the status job), and announces it. The
 * organizer ending one that has not begun cancels it (docs/product.md, 'Meeting status'):
 * `cancelled_at` says so, a series' calendar excludes that occurrence, and 'meeting.cancelled'
 * follows 'meeting.ended'. False when another request ended it first (nothing is announced then).
 */
export async function closeMeeting(
  ctx: MeetingsContext,
  row: MeetingRow,
  actor: string,
  options: {
    /** Announced after this meeting's own events, journaled with its change (a series' end). */
    also?: readonly Announcement[];
    /** The organizer's word to the invitees when this cancels the meeting. */
    message?: string | null;
  } = {},
): Promise<boolean> {
  const { also = [], message = null } = options;
  const at = nowIso(ctx);
  const cancelled = row.status === 'scheduled' && actor !== 'system';
  const changes = { status: 'ended', ended_at: at, updated_at: at, ...(cancelled ? { cancelled_at: at } : {}) };
  const list: Announcement[] = [
    announcement(ctx, 'meeting.ended', { meeting: row, actor, cancelled }),
    ...(cancelled ? [announcement(ctx, 'meeting.cancelled', { meeting: row, actor, message })] : []),
    ...also,
  ];
  if (!(await ctx.meetings.transition(row.id, ['scheduled', ...LIVE_STATUSES], changes, entriesOf(list)))) return false;
  await ctx.activity.record(row.id, 'ended', actor, at);
  await announce(ctx, list);
  return true;
}
