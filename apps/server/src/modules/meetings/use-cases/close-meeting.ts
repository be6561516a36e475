import type { MeetingRow } from '../meeting-types';
import { LIVE_STATUSES, nowIso, type MeetingsContext } from './meetings-context';

/**
 * Ends a meeting, whoever asks (the organizer, the room, the status job), and announces it. The
 * organizer ending one that has not begun cancels it (docs/product.md, 'Meeting status'):
 * `cancelled_at` says so, a series' calendar excludes that occurrence, and 'meeting.cancelled'
 * follows 'meeting.ended'. False when another request ended it first (nothing is announced then).
 */
export async function closeMeeting(ctx: MeetingsContext, row: MeetingRow, actor: string): Promise<boolean> {
  const at = nowIso(ctx);
  const cancelled = row.status === 'scheduled' && actor !== 'system';
  const changes = { status: 'ended', ended_at: at, updated_at: at, ...(cancelled ? { cancelled_at: at } : {}) };
  if (!(await ctx.meetings.transition(row.id, ['scheduled', ...LIVE_STATUSES], changes))) return false;
  await ctx.activity.record(row.id, 'ended', actor, at);
  await ctx.bus.publish('meeting.ended', { meeting: row, actor, cancelled });
  if (cancelled) await ctx.bus.publish('meeting.cancelled', { meeting: row, actor });
  return true;
}
