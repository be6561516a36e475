import { randomId } from '#server/lib/ids.ts';
import { ruleOf } from '../meeting-mapper';
import type { MeetingRow } from '../meeting-types';
import { announce, announcement, entriesOf } from '../use-cases/announce';
import { nowIso, uniqueSeriesCode, type MeetingsContext } from '../use-cases/meetings-context';
import { completeRule, occurrenceStarts } from './recurrence';
import { exceptionsFrom, reuseBySlot } from './split-carry';
import {
  asInput,
  endBefore,
  newSeries,
  planOccurrences,
  plannedStart,
  ruleColumns,
  templateColumns,
  type OccurrenceFields,
  type RecurrenceInput,
} from './series-plan';

/**
 * An edit of `row` and every later occurrence (scope 'following'), or a rule given to a single
 * meeting, which makes it the first occurrence of a new series (decision record 038). From the
 * series' first occurrence the series changes in place; from a later one it splits as Google
 * Calendar does: the earlier part keeps its id and invitations and gains an UNTIL, the rest becomes a
 * new series. The meeting the caller edited keeps its id: the plan re-uses it first; an occurrence
 * cancelled before stays cancelled, and a split withdraws the old series' exceptions it takes over
 * (split-carry.ts, decision record 058). Each way asks
 * 'series.changing' before anything is saved and announces what happened after.
 */
export async function editFollowing(
  ctx: MeetingsContext,
  row: MeetingRow,
  fields: OccurrenceFields,
  startTime: string,
  durationMs: number,
  input: RecurrenceInput | undefined,
): Promise<void> {
  const organizerId = row.organizer_id;
  const changing = (mailsPerInvitee: number) =>
    ctx.bus.check('series.changing', { meeting: row, organizerId, mailsPerInvitee });
  if (!row.series_id) {
    const rule = completeRule(input!, startTime);
    const starts = occurrenceStarts(rule, startTime);
    const seriesId = randomId();
    const occurrences = await planOccurrences(ctx, seriesId, organizerId, [row], starts, durationMs, fields);
    await changing(1);
    const became = announcement(ctx, 'meeting.became-series', { meetingId: row.id, seriesId });
    await ctx.series.apply({
      insertSeries: newSeries(
        ctx,
        seriesId,
        organizerId,
        rule,
        fields,
        durationMs,
        await uniqueSeriesCode(ctx, startTime),
      ),
      ...occurrences,
      journal: entriesOf([became]),
    });
    await announce(ctx, [became]);
    return;
  }
  const all = await ctx.meetings.listSeries(row.series_id);
  const from = plannedStart(row);
  const earlier = all.filter((other) => plannedStart(other) < from);
  const later = all.filter((other) => other.id !== row.id && plannedStart(other) >= from);
  // The edited occurrence leads the plan even when it is live; later ones while not begun, and those
  // cancelled stay cancelled on their day (split-carry.ts).
  const scheduled = later.filter((other) => other.status === 'scheduled');
  const cancelled = later.filter((other) => other.cancelled_at);
  const current = ruleOf(row)!;
  // The rest of a count keeps counting from here: RRULE's COUNT counts cancelled occurrences too.
  const rule = completeRule(
    input ?? asInput(current, current.count === null ? null : Math.max(1, current.count - earlier.length)),
    startTime,
  );
  const starts = occurrenceStarts(rule, startTime);
  const following = reuseBySlot(row, scheduled, cancelled, starts, rule.timeZone);
  if (earlier.length === 0) {
    await changing(1);
    const occurrences = await planOccurrences(ctx, row.series_id, organizerId, following, starts, durationMs, fields);
    const changes = { ...ruleColumns(rule), ...templateColumns(fields, durationMs), updated_at: nowIso(ctx) };
    const changed = announcement(ctx, 'series.changed', { seriesId: row.series_id });
    await ctx.series.apply({
      updateSeries: [{ id: row.series_id, changes }],
      ...occurrences,
      journal: entriesOf([changed]),
    });
    await announce(ctx, [changed]);
    return;
  }
  // The old series' exceptions from here on are withdrawn from its invitees' calendars: one more e-mail.
  const withdrawn = exceptionsFrom((await ctx.series.find(row.series_id))!, [row, ...later], from);
  await changing(withdrawn.length > 0 ? 3 : 2);
  const splitId = randomId();
  const splitCode = row.series_code ?? (await uniqueSeriesCode(ctx, startTime));
  const occurrences = await planOccurrences(ctx, splitId, organizerId, following, starts, durationMs, fields);
  const split = announcement(ctx, 'series.split', {
    fromSeriesId: row.series_id,
    toSeriesId: splitId,
    withdrawn,
  });
  await ctx.series.apply({
    // The part split off keeps the series' code: the link its people were given goes on to open it.
    insertSeries: newSeries(ctx, splitId, organizerId, rule, fields, durationMs, splitCode),
    updateSeries: [{ id: row.series_id, changes: endBefore(ctx, from) }],
    ...occurrences,
    journal: entriesOf([split]),
  });
  await announce(ctx, [split]);
}
