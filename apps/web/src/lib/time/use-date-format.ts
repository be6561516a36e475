import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLanguage,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatTime,
  formatWeekdayShort,
  weekStartsOn,
} from './format';
import { viewerTimeZone } from './zone';

type Instant = Date | number | string;

/** The formatters bound to the chosen language and the viewer's zone. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const timeZone = viewerTimeZone();
    return {
      language,
      timeZone,
      weekStartsOn: weekStartsOn(language),
      longDate: (instant: Instant) => formatLongDate(instant, language, timeZone),
      time: (instant: Instant) => formatTime(instant, language, timeZone),
      dateTime: (instant: Instant) => formatDateTime(instant, language, timeZone),
      shortDate: (instant: Instant) => formatShortDate(instant, language, timeZone),
      monthYear: (instant: Instant) => formatMonthYear(instant, language, timeZone),
      weekdayShort: (instant: Instant) => formatWeekdayShort(instant, language, timeZone),
    };
  }, [language]);
}

export type DateFormat = ReturnType<typeof useDateFormat>;
