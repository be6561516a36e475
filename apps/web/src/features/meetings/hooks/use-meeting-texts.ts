import { useTranslation } from 'react-i18next';
import { meetingDuration, remainingUntil, timeAgo } from '#web/lib/time/durations.ts';

type Instant = Date | number | string;

/** Lengths of time in the chosen language: '1h 30m', 'Starting now', '5m ago'. */
export function useMeetingTexts() {
  const { t } = useTranslation('meetings');
  return {
    duration(start: Instant, end: Instant): string {
      const value = meetingDuration(start, end);
      return value.kind === 'minutes'
        ? t('time.duration.minutes', { minutes: value.minutes })
        : t('time.duration.hoursMinutes', { hours: value.hours, minutes: value.minutes });
    },
    remaining(start: Instant, now: Instant): string {
      const value = remainingUntil(start, now);
      switch (value.kind) {
        case 'startingNow':
          return t('time.remaining.startingNow');
        case 'minutes':
          return t('time.remaining.minutes', { minutes: value.minutes });
        case 'hoursMinutes':
          return t('time.remaining.hoursMinutes', { hours: value.hours, minutes: value.minutes });
        case 'days':
          return t('time.remaining.days', { days: value.days });
      }
    },
    ago(at: Instant, now: Instant): string {
      const value = timeAgo(at, now);
      return value.kind === 'justNow' ? t('time.ago.justNow') : t(`time.ago.${value.kind}`, { count: value.count });
    },
  };
}
