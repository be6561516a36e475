import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The host's initials and name, the type's title, length and description, above the calendar. */
export function HostSummary(props: {
  hostName: string;
  initials: string;
  title: string;
  minutes: number;
  description?: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <header className="mb-6 space-y-2">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-indigo-100 text-lg font-bold text-indigo-700"
        >
          {props.initials}
        </span>
        <p className="text-sm font-medium text-slate-600">{props.hostName}</p>
      </div>
      <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <Clock aria-hidden="true" className="size-4" />
        {t('page.minutes', { count: props.minutes })}
      </p>
      {props.description ? <p className="whitespace-pre-line text-sm text-slate-700">{props.description}</p> : null}
    </header>
  );
}
