// Dates follow the chosen language (docs/product.md, 'Time'): US English (long date, hh:mm AM/PM)
// for English, Turkish formats (day month year, 24-hour clock) for Turkish. Always in an explicit
// zone, so the same instant reads correctly wherever the viewer is.

export type DateLanguage = 'en' | 'tr';

const intlLocales: Record<DateLanguage, string> = { en: 'en-US', tr: 'tr-TR' };

/** i18next's language ('en', 'tr', 'tr-TR'...) as one of ours; English otherwise. */
export function dateLanguage(language: string | undefined): DateLanguage {
  return language?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

type Style = 'longDate' | 'time' | 'dateTime' | 'shortDate' | 'monthYear' | 'weekdayShort';

const styles: Record<Style, (language: DateLanguage) => Intl.DateTimeFormatOptions> = {
  longDate: () => ({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  time: (language) =>
    language === 'en'
      ? { hour: '2-digit', minute: '2-digit', hour12: true }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTime: (language) => ({ ...styles.shortDate(language), ...styles.time(language) }),
  shortDate: () => ({ year: 'numeric', month: 'short', day: 'numeric' }),
  monthYear: () => ({ year: 'numeric', month: 'long' }),
  weekdayShort: () => ({ weekday: 'short' }),
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, language: DateLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${language}|${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocales[language], { ...styles[style](language), timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

type Instant = Date | number | string;
const format = (style: Style) => (instant: Instant, language: DateLanguage, timeZone: string) =>
  formatter(style, language, timeZone).format(new Date(instant));

/** 'Tuesday, March 10, 2026' / '10 Mart 2026 Salı' */
export const formatLongDate = format('longDate');
/** '02:30 PM' / '14:30' */
export const formatTime = format('time');
/** 'Mar 10, 2026, 02:30 PM' / '10 Mar 2026 14:30' */
export const formatDateTime = format('dateTime');
/** 'Mar 10, 2026' / '10 Mar 2026' */
export const formatShortDate = format('shortDate');
/** 'March 2026' / 'Mart 2026' */
export const formatMonthYear = format('monthYear');
/** 'Tue' / 'Sal' */
export const formatWeekdayShort = format('weekdayShort');

/** The first day of the week where the language is spoken: Sunday in the US, Monday in Turkey. */
export function weekStartsOn(language: DateLanguage): 0 | 1 {
  return language === 'en' ? 0 : 1;
}
