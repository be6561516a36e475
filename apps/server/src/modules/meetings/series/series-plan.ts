import type { RecurrenceRule, recurrenceInputSchema } from '@vm/contracts';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { MeetingsTable } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { nowIso, uniqueMeetingCode, type MeetingsContext } from '../use-cases/meetings-context';
import { weekdaysToColumn } from './recurrence';
import type { SeriesPlan } from './series-repository';

export type RecurrenceInput = z.output<typeof recurrenceInputSchema>;

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

type OccurrencePlan = Pick<SeriesPlan, 'insertMeetings' | 'updateMeetings' | 'deleteMeetings'>;

const SECOND_MS = 1000;

/** A new room's name: random, lower-case letters and digits. */
export const newRoomName = () =>
  `room-${randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;

/** The rule as the input that would give it, to re-plan a series with what it already had. */
export function asInput(rule: RecurrenceRule, count: number | null): RecurrenceInput {
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

export const ruleColumns = (rule: RecurrenceRule) => ({
  frequency: rule.frequency,
  interval: rule.interval,
  by_weekday: weekdaysToColumn(rule.byWeekday),
  by_month_day: rule.byMonthDay,
  count: rule.count,
  until: rule.until,
  time_zone: rule.timeZone,
});

export const templateColumns = (fields: OccurrenceFields, durationMs: number) => ({
  title: fields.title,
  description: fields.description ?? null,
  duration_seconds: Math.round(durationMs / SECOND_MS),
});

/** The start an occurrence's rule gave it (an occurrence moved by itself keeps it). */
export const plannedStart = (row: MeetingRow) => row.occurrence_start ?? row.start_time;

/**
 * The meeting rows for the planned starts: the re-used occurrences slot by slot (their ids, codes,
 * rooms and statuses stay), new ones for the empty slots and extra starts, and the re-used ones left
 * over deleted (only while scheduled: see the repository).
 */
export async function planOccurrences(
  ctx: MeetingsContext,
  seriesId: string,
  organizerId: string,
  reuse: ReadonlyArray<MeetingRow | undefined>,
  starts: string[],
  durationMs: number,
  fields: OccurrenceFields,
): Promise<OccurrencePlan> {
  const at = nowIso(ctx);
  const plan: OccurrencePlan = {
    insertMeetings: [],
    updateMeetings: [],
    deleteMeetings: reuse.slice(starts.length).flatMap((row) => (row ? [row.id] : [])),
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
      meeting_code: await uniqueMeetingCode(ctx, start),
      room_name: newRoomName(),
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

/** The first occurrence a plan inserts (a new series' first meeting). */
export const firstInserted = (plan: OccurrencePlan) => plan.insertMeetings[0]!.id as MeetingId;

export function newSeries(
  ctx: MeetingsContext,
  id: string,
  organizerId: string,
  rule: RecurrenceRule,
  fields: OccurrenceFields,
  durationMs: number,
  seriesCode: string,
) {
  const at = nowIso(ctx);
  return {
    id,
    series_code: seriesCode,
    organizer_id: organizerId,
    ...ruleColumns(rule),
    ...templateColumns(fields, durationMs),
    created_at: at,
    updated_at: at,
  };
}

/** The series row's change that makes it end just before `from` (the earlier part of a split). */
export const endBefore = (ctx: MeetingsContext, from: string) => ({
  until: new Date(Date.parse(from) - SECOND_MS).toISOString(),
  count: null,
  updated_at: nowIso(ctx),
});
