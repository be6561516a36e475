import type { Meeting } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import type { useMeetings } from '../api/get-meetings';
import { MeetingCollection } from './meeting-collection';
import { Pagination } from './pagination';

interface MeetingsSectionProps {
  title: string;
  /** Said when the section has nothing (with or without a search). */
  emptyText: string;
  query: ReturnType<typeof useMeetings>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  now: Date;
}

/** One paged list of /meetings (Upcoming or Past) under its heading, with its own pages. */
export function MeetingsSection({ title, emptyText, query, page, pageSize, onPage, now }: MeetingsSectionProps) {
  const { t } = useTranslation('meetings');
  const headingId = useId();
  const meetings: Meeting[] = query.data?.meetings ?? [];
  const total = query.data?.pagination.total;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title} {total === undefined ? null : <span className="text-slate-500">({total})</span>}
      </h2>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner size="sm" /> {t('list.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t('toast.fetchFailed')}: {apiErrorText(query.error)}
        </p>
      ) : meetings.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <MeetingCollection meetings={meetings} now={now} view="list" level={3} />
      )}
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total ?? 0}
        onPage={onPage}
        label={t('list.pagesOf', { section: title })}
      />
    </section>
  );
}
