import {
  RECURRENCE_MAX_INTERVAL,
  RECURRENCE_MAX_OCCURRENCES,
  type RecurrenceInput,
  type RecurrenceRule,
  type Weekday,
} from '@vm/contracts';
import { dayKey, zonedToInstant } from '#web/lib/time/zone.ts';
import { countOccurrences, weekdayOf, type CalendarDate, type RepeatPattern } from './recurrence-occurrences';
import { WORKWEEK } from '#web/lib/time/recurrence-summary.ts';

// The meeting form's repeat rule (docs/product.md, 'Recurring meetings') as the inputs hold it, and
// the contract's `recurrence` built from it. 'Every weekday' is a weekly rule on Monday to Friday,
// named apart because people ask for it by that name. The end date is a calendar day; the rule's
// `until` is the last moment of that day in the organizer's zone, so a meeting on that day is in.

export const REPEAT_CHOICES = ['none', 'daily', 'weekdays', 'weekly', 'monthly'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];
export const REPEAT_ENDS = ['count', 'until'] as const;
export type RepeatEnd = (typeof REPEAT_ENDS)[number];

/** A new rule ends after this many occurrences until the organizer says otherwise. */
export const DEFAULT_OCCURRENCES = 10;

export interface RepeatFormValues {
  choice: RepeatChoice;
  /** Every N days, weeks or months (inputs hold text). */
  interval: string | number;
  /** Weekly: the chosen days. */
  weekdays: Weekday[];
  /** Monthly: the day of the month. */
  monthDay: string | number;
  ends: RepeatEnd;
  count: string | number;
  /** <input type="date">: the last day an occurrence may fall on, 'YYYY-MM-DD'. */
  untilDate: string;
}

/** Error keys under `meetings:form.errors`. */
export type RepeatErrorKey =
  | 'intervalRange'
  | 'weekdaysRequired'
  | 'monthDayRange'
  | 'countRange'
  | 'untilRequired'
  | 'untilBeforeStart'
  | 'untilTooMany';

export interface RepeatProblem {
  field: 'interval' | 'weekdays' | 'monthDay' | 'count' | 'untilDate';
  key: RepeatErrorKey;
}

export function noRepeat(): RepeatFormValues {
  return {
    choice: 'none',
    interval: 1,
    weekdays: [],
    monthDay: '',
    ends: 'count',
    count: DEFAULT_OCCURRENCES,
    untilDate: '',
  };
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar date at the head of a date or datetime-local value, or null. */
export function calendarDateOf(value: string): CalendarDate | null {
  const match = datePattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is no date, not March 2nd.
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** A whole number within the range, read from an input's text; null otherwise. */
function wholeIn(value: string | number, min: number, max: number): number | null {
  const number = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/**
 * The values after choosing `choice`: a weekly rule starts on the start's weekday and a monthly one
 * on its day of the month, unless days were already chosen.
 */
export function withRepeatChoice(values: RepeatFormValues, choice: RepeatChoice, startLocal: string): RepeatFormValues {
  const start = calendarDateOf(startLocal);
  const next = { ...values, choice };
  if (choice === 'weekly' && values.weekdays.length === 0 && start) next.weekdays = [weekdayOf(start)];
  if (choice === 'monthly' && String(values.monthDay).trim() === '' && start) next.monthDay = start.day;
  return next;
}

const isWorkweek = (days: readonly Weekday[]) =>
  days.length === WORKWEEK.length && WORKWEEK.every((day) => days.includes(day));

/** A series' rule as the form shows it, for the Edit dialog; a single meeting does not repeat. */
export function ruleToRepeatValues(rule: RecurrenceRule | null): RepeatFormValues {
  if (!rule) return noRepeat();
  const weekdays = rule.frequency === 'weekly' && isWorkweek(rule.byWeekday);
  return {
    choice: weekdays ? 'weekdays' : rule.frequency,
    interval: rule.interval,
    weekdays: rule.frequency === 'weekly' ? [...rule.byWeekday] : [],
    monthDay: rule.byMonthDay ?? '',
    ends: rule.until !== null ? 'until' : 'count',
    count: rule.count ?? DEFAULT_OCCURRENCES,
    untilDate: rule.until !== null ? dayKey(rule.until, rule.timeZone) : '',
  };
}

/** The days, day of the month and step the values describe, once they are valid. */
function patternOf(values: RepeatFormValues): RepeatPattern | null {
  const interval = wholeIn(values.interval, 1, RECURRENCE_MAX_INTERVAL);
  if (interval === null || values.choice === 'none') return null;
  if (values.choice === 'daily') return { frequency: 'daily', interval };
  if (values.choice === 'weekdays') return { frequency: 'weekly', interval, byWeekday: WORKWEEK };
  if (values.choice === 'weekly') {
    return values.weekdays.length > 0 ? { frequency: 'weekly', interval, byWeekday: values.weekdays } : null;
  }
  const byMonthDay = wholeIn(values.monthDay, 1, 31);
  return byMonthDay === null ? null : { frequency: 'monthly', interval, byMonthDay };
}

/** What is wrong with the rule for a meeting starting at `startLocal` (datetime-local), field by field. */
export function repeatProblems(values: RepeatFormValues, startLocal: string): RepeatProblem[] {
  if (values.choice === 'none') return [];
  const problems: RepeatProblem[] = [];
  if (wholeIn(values.interval, 1, RECURRENCE_MAX_INTERVAL) === null) {
    problems.push({ field: 'interval', key: 'intervalRange' });
  }
  if (values.choice === 'weekly' && values.weekdays.length === 0) {
    problems.push({ field: 'weekdays', key: 'weekdaysRequired' });
  }
  if (values.choice === 'monthly' && wholeIn(values.monthDay, 1, 31) === null) {
    problems.push({ field: 'monthDay', key: 'monthDayRange' });
  }
  if (values.ends === 'count') {
    if (wholeIn(values.count, 1, RECURRENCE_MAX_OCCURRENCES) === null)
      problems.push({ field: 'count', key: 'countRange' });
    return problems;
  }
  const until = calendarDateOf(values.untilDate);
  const start = calendarDateOf(startLocal);
  if (!until) return [...problems, { field: 'untilDate', key: 'untilRequired' }];
  if (!start) return problems;
  if (values.untilDate.slice(0, 10) < startLocal.slice(0, 10)) {
    return [...problems, { field: 'untilDate', key: 'untilBeforeStart' }];
  }
  const pattern = patternOf(values);
  if (pattern && countOccurrences(pattern, start, until, RECURRENCE_MAX_OCCURRENCES + 1) > RECURRENCE_MAX_OCCURRENCES) {
    problems.push({ field: 'untilDate', key: 'untilTooMany' });
  }
  return problems;
}

/**
 * The contract's `recurrence` for valid values, in the organizer's zone; undefined for a meeting
 * that does not repeat (or values still invalid, which the form does not submit).
 */
export function toRecurrenceInput(values: RepeatFormValues, timeZone: string): RecurrenceInput | undefined {
  const pattern = patternOf(values);
  if (!pattern) return undefined;
  const rule: RecurrenceInput = { frequency: pattern.frequency, interval: pattern.interval, timeZone };
  if (pattern.byWeekday) rule.byWeekday = [...pattern.byWeekday];
  if (pattern.byMonthDay !== undefined) rule.byMonthDay = pattern.byMonthDay;
  if (values.ends === 'count') {
    const count = wholeIn(values.count, 1, RECURRENCE_MAX_OCCURRENCES);
    if (count === null) return undefined;
    rule.count = count;
    return rule;
  }
  const until = calendarDateOf(values.untilDate);
  if (!until) return undefined;
  rule.until = zonedToInstant({ ...until, hour: 23, minute: 59, second: 59 }, timeZone).toISOString();
  return rule;
}

/** Whether two rules repeat alike, whatever zone each was read in (the Edit dialog sends only a change). */
export function sameRecurrence(a: RecurrenceInput, b: RecurrenceInput): boolean {
  const days = (rule: RecurrenceInput) => [...(rule.byWeekday ?? [])].sort().join(',');
  const untilDay = (rule: RecurrenceInput) => (rule.until ? dayKey(rule.until, rule.timeZone) : null);
  return (
    a.frequency === b.frequency &&
    Number(a.interval ?? 1) === Number(b.interval ?? 1) &&
    days(a) === days(b) &&
    a.byMonthDay === b.byMonthDay &&
    a.count === b.count &&
    untilDay(a) === untilDay(b)
  );
}
