import type { RecurrenceRule, recurrenceInputSchema } from '@vm/contracts';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { MeetingsTable } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';
import { randomId } from '#server/lib/ids.ts';
import { ruleOf } from '../meeting-mapper';
import type { MeetingRow } from '../meeting-types';
import type { MeetingsRepository } from '../meetings-repository';
import { completeRule, occurrenceStarts, weekdaysToColumn } from './recurrence';
import type { SeriesPlan, SeriesRepository } from './series-repository';

type RecurrenceInput = z.output<typeof recurrenceInputSchema>;

/** What every occurrence of a series shares: the meeting's own fields but its times. */
export type OccurrenceFields = Pick<
  Insertable<MeetingsTable>,
  | 'title'
  | 'description'
  | 'meeting_type'
  | 'max_participants'
  | 'is_public'
  | 'allow_screen_sharing'
  | 'allow_chat'
  | 'allow_recording'
  | 'require_approval'
  | 'mute_on_entry'
  | 'video_on_entry'
  | 'reminders_enabled'
  | 'large_meeting'
>;

/** Where the series' invitations are told of a change; the invitations module answers (meetings-service.ts). */
export interface SeriesInvitations {
  /** Throws (429) when telling every invitee of the series would pass the organizer's send cap. */
  beforeSeriesChange(meeting: MeetingRow, organizerId: string, mailsPerInvitee: number): Promise<void>;
  /** The single meeting's invitations now invite to the series it starts. */
  attachToSeries(meetingId: string, seriesId: string): Promise<void>;
  /** The rule, or what every occurrence shares, changed: the series' invitees get the calendar again. */
  seriesChanged(seriesId: string): Promise<void>;
  /** The series was split: its invitees get its shortened calendar and are invited anew to the rest. */
  seriesSplit(fromSeriesId: string, toSeriesId: string): Promise<void>;
  /** Every remaining occurrence was cancelled: the series' invitations are cancelled. */
  seriesCancelled(seriesId: string): Promise<void>;
}

export interface SeriesServiceDeps {
  meetings: MeetingsRepository;
  series: SeriesRepository;
  now: () => string;
  uniqueCode: (startTime: string) => Promise<string>;
  /** Ends one occurrence as cancelled; the meetings service's own way of ending a meeting. */
  cancelOne: (row: MeetingRow, actor: string) => Promise<void>;
  invitations: () => SeriesInvitations | undefined;
}

const seriesNotFound = () => AppError.notFound('SERIES_NOT_FOUND', 'Recurring meeting not found');
const SECOND_MS = 1000;

/** The rule as the input that would give it, to re-plan a series with what it already had. */
function asInput(rule: RecurrenceRule, count: number | null): RecurrenceInput {
  return {
    frequency: rule.frequency,
    interval: rule.interval,
    ...(rule.byWeekday.length > 0 ? { byWeekday: rule.byWeekday } : {}),
    ...(rule.byMonthDay !== null ? { byMonthDay: rule.byMonthDay } : {}),
    ...(count !== null ? { count } : {}),
    ...(rule.until !== null ? { until: rule.until } : {}),
    timeZone: rule.timeZone,
  };
}

const ruleColumns = (rule: RecurrenceRule) => ({
  frequency: rule.frequency,
  interval: rule.interval,
  by_weekday: weekdaysToColumn(rule.byWeekday),
  by_month_day: rule.byMonthDay,
  count: rule.count,
  until: rule.until,
  time_zone: rule.timeZone,
});

const templateColumns = (fields: OccurrenceFields, durationMs: number) => ({
  title: fields.title,
  description: fields.description ?? null,
  duration_seconds: Math.round(durationMs / SECOND_MS),
});

/**
 * Recurring meetings (docs/product.md, 'Recurring meetings'; decision record 038). Each occurrence is a
 * meeting of its own; this service plans them from the series' rule, and re-plans them when the rule or
 * the shared fields change from an occurrence on, splitting the series as Google Calendar does.
 */
export function createSeriesService(deps: SeriesServiceDeps) {
  const { meetings, series, now, uniqueCode, cancelOne } = deps;

  /**
   * The meeting rows for the planned starts: the re-used occurrences in order (their ids, codes and
   * rooms stay), new ones for extra starts, and the re-used ones left over deleted.
   */
  async function planOccurrences(
    seriesId: string,
    organizerId: string,
    reuse: MeetingRow[],
    starts: string[],
    durationMs: number,
    fields: OccurrenceFields,
  ): Promise<Pick<SeriesPlan, 'insertMeetings' | 'updateMeetings' | 'deleteMeetings'>> {
    const at = now();
    const plan: Pick<SeriesPlan, 'insertMeetings' | 'updateMeetings' | 'deleteMeetings'> = {
      insertMeetings: [],
      updateMeetings: [],
      deleteMeetings: reuse.slice(starts.length).map((row) => row.id),
    };
    for (const [index, start] of starts.entries()) {
      const times = {
        start_time: start,
        end_time: new Date(Date.parse(start) + durationMs).toISOString(),
        series_id: seriesId,
        occurrence_start: start,
      };
      const row = reuse[index];
      if (row) {
        // A moved start re-arms the occurrence's reminders (decision record 035).
        const scheduledAt = start === row.start_time ? row.scheduled_at : at;
        plan.updateMeetings.push({
          id: row.id,
          changes: { ...fields, ...times, scheduled_at: scheduledAt, updated_at: at },
        });
        continue;
      }
      plan.insertMeetings.push({
        ...fields,
        ...times,
        id: randomId(),
        meeting_code: await uniqueCode(start),
        room_name: `room-${randomId()
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')}`,
        status: 'scheduled',
        started_at: null,
        ended_at: null,
        scheduled_at: at,
        organizer_id: organizerId,
        created_at: at,
        updated_at: at,
      });
    }
    return plan;
  }

  function newSeries(
    id: string,
    organizerId: string,
    rule: RecurrenceRule,
    fields: OccurrenceFields,
    durationMs: number,
  ) {
    const at = now();
    return {
      id,
      organizer_id: organizerId,
      ...ruleColumns(rule),
      ...templateColumns(fields, durationMs),
      created_at: at,
      updated_at: at,
    };
  }

  /** An occurrence's rule part as an update of the series row; the earlier part of a split ends just before `from`. */
  const endBefore = (from: string) => ({
    until: new Date(Date.parse(from) - SECOND_MS).toISOString(),
    count: null,
    updated_at: now(),
  });

  return {
    /** A new series from its first meeting's fields and times; the id of its first occurrence. */
    async create(
      organizerId: string,
      fields: OccurrenceFields,
      startTime: string,
      durationMs: number,
      input: RecurrenceInput,
    ): Promise<string> {
      const rule = completeRule(input, startTime);
      const starts = occurrenceStarts(rule, startTime);
      const seriesId = randomId();
      const occurrences = await planOccurrences(seriesId, organizerId, [], starts, durationMs, fields);
      await series.apply({ insertSeries: newSeries(seriesId, organizerId, rule, fields, durationMs), ...occurrences });
      return occurrences.insertMeetings[0]!.id;
    },

    /** The organizer's series, by start; anyone else's answers like a missing one. */
    async occurrences(organizerId: string, seriesId: string): Promise<MeetingRow[]> {
      const row = await series.find(seriesId);
      if (!row || row.organizer_id !== organizerId) throw seriesNotFound();
      return meetings.listSeries(seriesId);
    },

    /**
     * An edit of `row` and every later occurrence (scope 'following'), or a rule given to a single
     * meeting, which makes it the first occurrence of a new series. From the series' first occurrence
     * the series changes in place; from a later one it splits: the earlier part keeps its id and
     * invitations and gains an UNTIL, the rest becomes a new series whose invitees are invited anew.
     * The meeting the caller edited keeps its id: the plan re-uses it first.
     */
    async editFollowing(
      row: MeetingRow,
      fields: OccurrenceFields,
      startTime: string,
      durationMs: number,
      input: RecurrenceInput | undefined,
    ): Promise<void> {
      const invitations = deps.invitations();
      const organizerId = row.organizer_id;
      if (!row.series_id) {
        const rule = completeRule(input!, startTime);
        const starts = occurrenceStarts(rule, startTime);
        const seriesId = randomId();
        const occurrences = await planOccurrences(seriesId, organizerId, [row], starts, durationMs, fields);
        await invitations?.beforeSeriesChange(row, organizerId, 1);
        await series.apply({
          insertSeries: newSeries(seriesId, organizerId, rule, fields, durationMs),
          ...occurrences,
        });
        await invitations?.attachToSeries(row.id, seriesId);
        await invitations?.seriesChanged(seriesId);
        return;
      }
      const all = await meetings.listSeries(row.series_id);
      const from = row.occurrence_start ?? row.start_time;
      const earlier = all.filter((other) => (other.occurrence_start ?? other.start_time) < from);
      // The edited occurrence leads the plan even when it is live; later ones only while not begun.
      const following = [
        row,
        ...all.filter(
          (other) =>
            other.id !== row.id && (other.occurrence_start ?? other.start_time) >= from && other.status === 'scheduled',
        ),
      ];
      const current = ruleOf(row)!;
      // The rest of a count keeps counting from here: RRULE's COUNT counts cancelled occurrences too.
      const rule = completeRule(
        input ?? asInput(current, current.count === null ? null : Math.max(1, current.count - earlier.length)),
        startTime,
      );
      const starts = occurrenceStarts(rule, startTime);
      if (earlier.length === 0) {
        await invitations?.beforeSeriesChange(row, organizerId, 1);
        const occurrences = await planOccurrences(row.series_id, organizerId, following, starts, durationMs, fields);
        const changes = { ...ruleColumns(rule), ...templateColumns(fields, durationMs), updated_at: now() };
        await series.apply({ updateSeries: [{ id: row.series_id, changes }], ...occurrences });
        await invitations?.seriesChanged(row.series_id);
        return;
      }
      await invitations?.beforeSeriesChange(row, organizerId, 2);
      const splitId = randomId();
      const occurrences = await planOccurrences(splitId, organizerId, following, starts, durationMs, fields);
      await series.apply({
        insertSeries: newSeries(splitId, organizerId, rule, fields, durationMs),
        updateSeries: [{ id: row.series_id, changes: endBefore(from) }],
        ...occurrences,
      });
      await invitations?.seriesSplit(row.series_id, splitId);
    },

    /**
     * Cancels `row` and every later occurrence not begun. The series then ends before `row` (its
     * invitees get the shorter calendar), or, when nothing of it is left, its invitations are cancelled.
     */
    async cancelFollowing(row: MeetingRow, actor: string): Promise<void> {
      const seriesId = row.series_id!;
      const all = await meetings.listSeries(seriesId);
      const from = row.occurrence_start ?? row.start_time;
      const started = all.some((other) => (other.occurrence_start ?? other.start_time) < from && !other.cancelled_at);
      for (const other of all) {
        if ((other.occurrence_start ?? other.start_time) >= from && other.status === 'scheduled')
          await cancelOne(other, actor);
      }
      const invitations = deps.invitations();
      if (!started) {
        await invitations?.seriesCancelled(seriesId);
        return;
      }
      await series.apply({
        updateSeries: [{ id: seriesId, changes: endBefore(from) }],
        insertMeetings: [],
        updateMeetings: [],
        deleteMeetings: [],
      });
      await invitations?.seriesChanged(seriesId);
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
