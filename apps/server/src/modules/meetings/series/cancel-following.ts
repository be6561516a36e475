import type { MeetingRow } from '../meeting-types';
import { announcement, announce, entriesOf } from '../use-cases/announce';
import { closeMeeting } from '../use-cases/close-meeting';
import type { MeetingsContext } from '../use-cases/meetings-context';
import { endBefore, plannedStart } from './series-plan';

/**
 * Cancels `row` and every later occurrence not begun (docs/product.md, 'Recurring meetings'). The
 * series then ends before `row` ('series.changed': its invitees get the shorter calendar), or, when
 * nothing of it is left, 'series.cancelled'.
 */
export async function cancelFollowing(
  ctx: MeetingsContext,
  row: MeetingRow,
  actor: string,
  /** The organizer's word to the invitees, sent with the cancellation. */
  message: string | null = null,
): Promise<void> {
  const seriesId = row.series_id!;
  const all = await ctx.meetings.listSeries(seriesId);
  const from = plannedStart(row);
  const started = all.some((other) => plannedStart(other) < from && !other.cancelled_at);
  const toClose = all.filter((other) => plannedStart(other) >= from && other.status === 'scheduled');
  // Nothing left of the series: its end is journaled with the last occurrence's.
  const ending = started ? undefined : announcement(ctx, 'series.cancelled', { seriesId, message });
  let endingSaved = false;
  for (const [index, other] of toClose.entries()) {
    const last = index === toClose.length - 1;
    const closed = await closeMeeting(ctx, other, actor, { also: last && ending ? [ending] : [], message });
    endingSaved ||= last && closed;
  }
  if (ending) {
    // The last occurrence was ended by someone else meanwhile: announced here, without the journal.
    if (!endingSaved) await ctx.bus.publish('series.cancelled', { seriesId, message });
    return;
  }
  const changed = announcement(ctx, 'series.changed', { seriesId });
  await ctx.series.apply({
    updateSeries: [{ id: seriesId, changes: endBefore(ctx, from) }],
    insertMeetings: [],
    updateMeetings: [],
    deleteMeetings: [],
    journal: entriesOf([changed]),
  });
  await announce(ctx, [changed]);
}
