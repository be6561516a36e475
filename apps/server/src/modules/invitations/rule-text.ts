import { WEEKDAYS, type Locale, type RecurrenceRule } from '@vm/contracts';
import { translator } from '#server/locales/translate.ts';

/**
 * A series' rule in words for e-mails: "every week on Monday, Wednesday, 10 times, at the same local
 * time in America/New_York". The calendar file carries the rule itself; this is for the reader.
 */
export function ruleText(rule: RecurrenceRule, locale: Locale): string {
  const t = translator(locale);
  const names = t('invitation.weekdays').split(',');
  const days = rule.byWeekday.map((day) => names[WEEKDAYS.indexOf(day)]).join(', ');
  const n = rule.interval;
  const every = {
    daily: n === 1 ? t('invitation.repeatDaily') : t('invitation.repeatDailyN', { n }),
    weekly: n === 1 ? t('invitation.repeatWeekly', { days }) : t('invitation.repeatWeeklyN', { n, days }),
    monthly:
      n === 1
        ? t('invitation.repeatMonthly', { day: rule.byMonthDay ?? '' })
        : t('invitation.repeatMonthlyN', { n, day: rule.byMonthDay ?? '' }),
  }[rule.frequency];
  const end =
    rule.count !== null
      ? t('invitation.repeatCount', { count: rule.count })
      : t('invitation.repeatUntil', { date: (rule.until ?? '').slice(0, 10) });
  return `${every}, ${end}, ${t('invitation.repeatZone', { zone: rule.timeZone })}`;
}
