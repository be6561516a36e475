import {
  RECURRENCE_MAX_OCCURRENCES,
  WEEKDAYS,
  type RecurrenceFrequency,
  type RecurrenceRule,
  type recurrenceInputSchema,
  type Weekday,
} from '@vm/contracts';
import { DateTime } from 'luxon';
import rrule, { type Frequency } from 'rrule';
import type { z } from 'zod';
import { AppError } from '#server/http/app-error.ts';

type RecurrenceInput = z.output<typeof recurrenceInputSchema>;

// rrule ships CommonJS to Node, whose ES module loader sees only its default export.
const { RRule } = rrule;

const FREQUENCIES: Record<RecurrenceFrequency, Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
};
const RRULE_WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** The organizer's rule with the parts it implies filled in from the first start, in its zone. */
export function completeRule(input: RecurrenceInput, firstStart: string): RecurrenceRule {
  const local = DateTime.fromISO(firstStart, { zone: input.timeZone });
  const byWeekday =
    input.frequency === 'weekly'
      ? WEEKDAYS.filter((day) => (input.byWeekday ?? [WEEKDAYS[local.weekday - 1]!]).includes(day))
      : [];
  return {
    frequency: input.frequency,
    interval: input.interval,
    byWeekday,
    byMonthDay: input.frequency === 'monthly' ? (input.byMonthDay ?? local.day) : null,
    count: input.count ?? null,
    until: input.until ? new Date(input.until).toISOString() : null,
    timeZone: input.timeZone,
  };
}

/**
 * rrule.js reckons in "floating" time: a Date whose UTC fields are the wall-clock time in the zone.
 * Expanding there and only then placing each wall-clock time in the zone is what keeps a 09:00 meeting
 * at 09:00 across daylight-saving changes (its README recommends this for zoned rules).
 */
function toFloating(instant: string, zone: string): Date {
  const local = DateTime.fromISO(instant, { zone });
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
}

/**
 * A wall-clock time in the zone as an instant. A time that a spring-forward gap skips moves forward by
 * the gap, and one that a fall-back repeats takes its first instant, as RFC 5545 (3.3.5) reads them.
 */
function fromFloating(floating: Date, zone: string): string {
  return DateTime.fromObject(
    {
      year: floating.getUTCFullYear(),
      month: floating.getUTCMonth() + 1,
      day: floating.getUTCDate(),
      hour: floating.getUTCHours(),
      minute: floating.getUTCMinutes(),
      second: floating.getUTCSeconds(),
    },
    { zone },
  )
    .toUTC()
    .toISO({ suppressMilliseconds: false })!;
}

function toRRule(rule: RecurrenceRule, firstStart: string): InstanceType<typeof RRule> {
  return new RRule({
    freq: FREQUENCIES[rule.frequency],
    interval: rule.interval,
    byweekday: rule.byWeekday.length > 0 ? rule.byWeekday.map((day) => RRULE_WEEKDAYS[WEEKDAYS.indexOf(day)]!) : null,
    bymonthday: rule.byMonthDay ?? null,
    wkst: RRule.MO,
    dtstart: toFloating(firstStart, rule.timeZone),
  });
}

export const tooManyOccurrences = () =>
  new AppError(
    400,
    'RECURRENCE_TOO_MANY',
    `A series can have at most ${RECURRENCE_MAX_OCCURRENCES} occurrences.`,
    [
      {
        field: 'recurrence.until',
        message: `A series can have at most ${RECURRENCE_MAX_OCCURRENCES} occurrences`,
        code: 'RECURRENCE_TOO_MANY',
      },
    ],
    {},
    { max: RECURRENCE_MAX_OCCURRENCES },
  );

/**
 * The starts of the series' occurrences, as UTC instants, from the first one the rule gives on or after
 * `firstStart` (a monthly rule on the 31st skips shorter months, as RFC 5545 does). Refuses a rule that
 * gives none, or more than RECURRENCE_MAX_OCCURRENCES.
 */
export function occurrenceStarts(rule: RecurrenceRule, firstStart: string): string[] {
  const limit = rule.count ?? RECURRENCE_MAX_OCCURRENCES + 1;
  const untilMs = rule.until ? Date.parse(rule.until) : Infinity;
  const starts: string[] = [];
  toRRule(rule, firstStart).all((floating) => {
    const start = fromFloating(floating, rule.timeZone);
    if (Date.parse(start) > untilMs || starts.length >= limit) return false;
    starts.push(start);
    return true;
  });
  if (starts.length > RECURRENCE_MAX_OCCURRENCES) throw tooManyOccurrences();
  if (starts.length === 0) {
    throw AppError.badRequest('RECURRENCE_EMPTY', 'The repeat rule gives no occurrence.', [
      { field: 'recurrence.until', message: 'The series ends before its first occurrence', code: 'RECURRENCE_EMPTY' },
    ]);
  }
  return starts;
}

/** The weekday codes as stored (`MO,WE`) and back. */
export const weekdaysToColumn = (days: readonly Weekday[]) => days.join(',');
export const weekdaysFromColumn = (column: string) => (column.length === 0 ? [] : (column.split(',') as Weekday[]));
