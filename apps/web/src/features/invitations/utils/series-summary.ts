import { WEEKDAYS, type RecurrenceRule } from '@vm/contracts';
import type { TFunction } from 'i18next';
import { formatShortDate, type DateLanguage } from '#web/lib/time/format.ts';

// How a series repeats, for the invitee: 'Weekly on Monday and Wednesday, 10 times'. The meetings
// feature words the organizer's rule the same way (features/meetings/utils/recurrence-summary.ts);
// features do not import each other, so this is its twin over the reply's complete rule.

const intlLocales: Record<DateLanguage, string> = { en: 'en-US', tr: 'tr-TR' };
/** 1 January 2024 was a Monday: day i of the rule's week is i days later. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
const WORKWEEK = WEEKDAYS.slice(0, 5);

/** 'Monday and Wednesday' / 'Pazartesi ve Çarşamba', Monday first as the rule's week. */
function dayList(days: RecurrenceRule['byWeekday'], language: DateLanguage): string {
  const name = new Intl.DateTimeFormat(intlLocales[language], { weekday: 'long', timeZone: 'UTC' });
  const names = WEEKDAYS.flatMap((day, index) => (days.includes(day) ? [name.format(A_MONDAY + index * DAY_MS)] : []));
  return new Intl.ListFormat(intlLocales[language], { style: 'long', type: 'conjunction' }).format(names);
}

/** The rule in the reader's language; the end date as the organizer chose it, in the rule's zone. */
export function seriesSummary(rule: RecurrenceRule, t: TFunction<'invitations'>, language: DateLanguage): string {
  const count = rule.interval;
  const workweek = rule.byWeekday.length === WORKWEEK.length && WORKWEEK.every((day) => rule.byWeekday.includes(day));
  const repeats =
    rule.frequency === 'daily'
      ? t('page.series.rule.daily', { count })
      : rule.frequency === 'monthly'
        ? t('page.series.rule.monthly', { count, day: rule.byMonthDay })
        : workweek
          ? t('page.series.rule.weekdays', { count })
          : t('page.series.rule.weekly', { count, days: dayList(rule.byWeekday, language) });
  const ends =
    rule.until !== null
      ? t('page.series.until', { date: formatShortDate(rule.until, language, rule.timeZone) })
      : rule.count !== null
        ? t('page.series.count', { count: rule.count })
        : null;
  return ends ? t('page.series.summary', { rule: repeats, end: ends }) : repeats;
}
