import type { MeetingRow } from '../meeting-types';
import { closeMeeting } from '../use-cases/close-meeting';
import type { MeetingsContext } from '../use-cases/meetings-context';
import { endBefore, plannedStart } from './series-plan';

/**
 * Cancels `row` and every later occurrence not begun (docs/product.md, 'Recurring meetings'). The
 * series then ends before `row` ('series.changed': its invitees get the shorter calendar), or, when
 * nothing of it is left, 'series.cancelled'.
 */
export async function cancelFollowing(ctx: MeetingsContext, row: MeetingRow, actor: string): Promise<void> {
  const seriesId = row.series_id!;
  const all = await ctx.meetings.listSeries(seriesId);
  const from = plannedStart(row);
  const started = all.some((other) => plannedStart(other) < from && !other.cancelled_at);
  for (const other of all) {
    if (plannedStart(other) >= from && other.status === 'scheduled') await closeMeeting(ctx, other, actor);
  }
  if (!started) {
    await ctx.bus.publish('series.cancelled', { seriesId });
    return;
  }
  await ctx.series.apply({
    updateSeries: [{ id: seriesId, changes: endBefore(ctx, from) }],
    insertMeetings: [],
    updateMeetings: [],
    deleteMeetings: [],
  });
  await ctx.bus.publish('series.changed', { seriesId });
}
