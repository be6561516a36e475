import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useMeetingSeries } from '#web/features/meetings/api/get-meeting-series.ts';
import { statusKind } from '#web/features/meetings/utils/meeting-status.ts';

const tones = { live: 'green', scheduled: 'indigo', ended: 'slate', cancelled: 'red' } as const;

/** An occurrence ended before it began was cancelled (docs/product.md: a meeting is cancelled by ending it). */
const stateOf = (meeting: Meeting) =>
  meeting.status === 'ended' && meeting.startedAt === null ? 'cancelled' : statusKind(meeting.status);

/**
 * The series' occurrences by start (GET /meetings/series/{id}), each a link to its own page. Mounted
 * when the organizer opens the list, so a visit that never looks does not ask.
 */
export function SeriesOccurrences({ seriesId, currentId }: { seriesId: string; currentId: string }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const query = useMeetingSeries(seriesId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" />
        {t('series.loading')}
      </p>
    );
  }
  if (query.isError) return <p className="text-sm text-red-700">{t('series.failed')}</p>;
  return (
    <ol aria-label={t('series.occurrences')} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {query.data.map((occurrence) => {
        const state = stateOf(occurrence);
        const current = occurrence.id === currentId;
        return (
          <li key={occurrence.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <Link
              to={paths.app.meeting.getHref(occurrence.id)}
              aria-current={current ? 'page' : undefined}
              className={`hover:underline ${current ? 'font-semibold text-slate-900' : 'text-indigo-700'}`}
            >
              <time dateTime={occurrence.startTime}>{format.dateTime(occurrence.startTime)}</time>
            </Link>
            <span className="flex items-center gap-2">
              {current ? <span className="text-xs text-slate-500">{t('series.current')}</span> : null}
              <Badge tone={tones[state]}>{state === 'cancelled' ? t('series.cancelled') : t(`status.${state}`)}</Badge>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
