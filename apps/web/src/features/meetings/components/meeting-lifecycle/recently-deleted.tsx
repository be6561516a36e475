import type { Meeting } from '@vm/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useRecentlyDeleted } from '../../api/delete-meeting';
import { useMeetingDeletion } from '../../hooks/use-meeting-deletion';

/**
 * "Recently deleted" under the meetings list (docs/product.md, 'Deleting meetings'): closed until
 * asked for, then the meetings deleted in the last 30 days, each with Restore.
 */
export function RecentlyDeleted() {
  const { t } = useTranslation('meetings');
  const [open, setOpen] = useState(false);
  const query = useRecentlyDeleted(open);
  return (
    <section aria-labelledby="recently-deleted" className="space-y-3 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="recently-deleted" className="text-lg font-semibold text-slate-900">
            {t('delete.recentlyDeleted')}
          </h2>
          <p className="text-sm text-slate-600">{t('delete.recentlyDeletedHint')}</p>
        </div>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {t(open ? 'delete.hide' : 'delete.show')}
        </Button>
      </div>
      {open ? <DeletedList query={query} /> : null}
    </section>
  );
}

function DeletedList({ query }: { query: ReturnType<typeof useRecentlyDeleted> }) {
  const { t } = useTranslation('meetings');
  if (query.isPending) return <p className="text-sm text-slate-600">{t('delete.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('delete.failed')} {apiErrorText(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-slate-600">{t('delete.none')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {query.data.map((meeting) => (
        <DeletedRow key={meeting.id} meeting={meeting} />
      ))}
    </ul>
  );
}

function DeletedRow({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const { restore, restoring } = useMeetingDeletion();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{meeting.title}</p>
        <p className="text-sm text-slate-600">
          {format.dateTime(meeting.startTime)} · {t('delete.deletedOn', { date: format.longDate(meeting.deletedAt!) })}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={() => void restore(meeting)}
        disabled={restoring}
        aria-label={t('delete.restoreLabel', { title: meeting.title })}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('delete.restore')}
      </Button>
    </li>
  );
}
