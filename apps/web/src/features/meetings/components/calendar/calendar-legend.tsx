import { useTranslation } from 'react-i18next';
import { STATUS_DOTS } from './status-dots';

/** Live, Scheduled, Completed with their colours. */
export function CalendarLegend() {
  const { t } = useTranslation('meetings');
  const items = [
    ['live', t('status.live')],
    ['scheduled', t('status.scheduled')],
    ['ended', t('stats.completed')],
  ] as const;
  return (
    <ul aria-label={t('calendar.legend')} className="flex flex-wrap gap-3 text-xs text-slate-600">
      {items.map(([kind, label]) => (
        <li key={kind} className="flex items-center gap-1">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${STATUS_DOTS[kind]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
