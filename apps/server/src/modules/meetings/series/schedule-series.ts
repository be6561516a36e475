import { randomId } from '#server/lib/ids.ts';
import type { MeetingId } from '../meeting-ids';
import { uniqueSeriesCode, type MeetingsContext } from '../use-cases/meetings-context';
import { completeRule, occurrenceStarts } from './recurrence';
import { firstInserted, newSeries, planOccurrences, type OccurrenceFields, type RecurrenceInput } from './series-plan';

/**
 * A new series from its first meeting's fields and times (docs/product.md, 'Recurring meetings';
 * decision record 038): each occurrence is a meeting of its own, planned from the rule. The id of its
 * first occurrence.
 */
export async function scheduleSeries(
  ctx: MeetingsContext,
  organizerId: string,
  fields: OccurrenceFields,
  startTime: string,
  durationMs: number,
  input: RecurrenceInput,
): Promise<MeetingId> {
  const rule = completeRule(input, startTime);
  const starts = occurrenceStarts(rule, startTime);
  const seriesId = randomId();
  const occurrences = await planOccurrences(ctx, seriesId, organizerId, [], starts, durationMs, fields);
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
  });
  return firstInserted(occurrences);
}
