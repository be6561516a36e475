import type { RecurrenceFrequency, Weekday } from '@vm/contracts';
import type { TFunction } from 'i18next';
import { formatShortDate, type DateLanguage } from './format';
import { weekdayList } from './weekday-names';

/** Monday to Friday: a weekly rule on these reads 'Every weekday'. */
export const WORKWEEK: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** A series' rule as replies carry it, or as the form builds it (parts may be missing there). */
export interface SummaryRule {
  frequency: RecurrenceFrequency;
  interval?: number | string | undefined;
  byWeekday?: readonly Weekday[] | null | undefined;
  byMonthDay?: number | string | null | undefined;
  count?: number | string | null | undefined;
  until?: string | null | undefined;
  timeZone: string;
}

const isWorkweek = (days: readonly Weekday[]) =>
  days.length === WORKWEEK.length && WORKWEEK.every((day) => days.includes(day));

/**
 * 'Weekly on Monday and Wednesday, 10 times', 'Every 2 days, until Jun 30, 2027', 'Every weekday,
 * 5 times': how a series repeats, in the reader's language. The end date is read in the rule's own
 * zone, where the organizer chose it. The organizer's form and the invitee's page both read it so.
 */
export function recurrenceSummary(rule: SummaryRule, t: TFunction<'meetings'>, language: DateLanguage): string {
  const repeats = repeatRule(rule, t, language);
  const ends = rule.until
    ? t('recurrence.until', { date: formatShortDate(rule.until, language, rule.timeZone) })
    : rule.count !== null && rule.count !== undefined
      ? t('recurrence.count', { count: Number(rule.count) })
      : null;
  return ends ? t('recurrence.summary', { rule: repeats, end: ends }) : repeats;
}

/** How often a series repeats, without when it ends: 'Weekly on Monday', 'Every weekday' (a card's marker). */
export function repeatRule(rule: SummaryRule, t: TFunction<'meetings'>, language: DateLanguage): string {
  const count = Number(rule.interval ?? 1);
  const days = rule.byWeekday ?? [];
  return rule.frequency === 'daily'
    ? t('recurrence.rule.daily', { count })
    : rule.frequency === 'monthly'
      ? t('recurrence.rule.monthly', { count, day: rule.byMonthDay })
      : isWorkweek(days)
        ? t('recurrence.rule.weekdays', { count })
        : t('recurrence.rule.weekly', { count, days: weekdayList(days, language) });
}
