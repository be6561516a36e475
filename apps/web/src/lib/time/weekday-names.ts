import { WEEKDAYS, type Weekday } from '@vm/contracts';
import type { DateLanguage } from '#web/lib/time/format.ts';

// Day names from the browser's Intl in the reader's language, so they need no texts of their own:
// 'Monday' / 'Pazartesi', 'Mon' / 'Pzt'.

const intlLocales: Record<DateLanguage, string> = { en: 'en-US', tr: 'tr-TR' };
/** 1 January 2024 was a Monday: day i of the rule's week is i days later. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export function weekdayName(day: Weekday, language: DateLanguage, width: 'long' | 'short' = 'long'): string {
  const format = new Intl.DateTimeFormat(intlLocales[language], { weekday: width, timeZone: 'UTC' });
  return format.format(A_MONDAY + WEEKDAYS.indexOf(day) * DAY_MS);
}

/** 'Monday and Wednesday' / 'Pazartesi ve Çarşamba', in the rule's order (Monday first). */
export function weekdayList(days: readonly Weekday[], language: DateLanguage): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  const list = new Intl.ListFormat(intlLocales[language], { style: 'long', type: 'conjunction' });
  return list.format(ordered.map((day) => weekdayName(day, language)));
}
