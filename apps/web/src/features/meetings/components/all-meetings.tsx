import type { MeetingStatusFilter } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/time/use-now';
import { useMeetings } from '../api/get-meetings';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { BoardToolbar } from './board-toolbar';
import { MeetingCollection } from './meeting-collection';
import { Pagination } from './pagination';

const PAGE_SIZE = 10;

/** /meetings: every meeting, searched, filtered and paged by the server. */
export function AllMeetings() {
  const { t } = useTranslation('meetings');
  const now = useNow();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MeetingStatusFilter>('all');
  const [page, setPage] = useState(1);
  // Typing updates the box at once; the server is asked once typing pauses.
  const settledSearch = useDebouncedValue(search.trim());
  const query = useMeetings({ page, pageSize: PAGE_SIZE, status, search: settledSearch || undefined });

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const onStatus = (value: MeetingStatusFilter) => {
    setStatus(value);
    setPage(1);
  };

  return (
    <div className="space-y-5">
      <BoardToolbar search={search} onSearch={onSearch} filter={status} onFilter={onStatus} />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner size="sm" /> {t('list.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t('toast.fetchFailed')}: {query.error.message}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {t('list.total', { count: query.data.pagination.total })}
          </p>
          {query.data.meetings.length === 0 ? (
            <p className="text-slate-600">{search || status !== 'all' ? t('list.noMatch') : t('list.noMeetings')}</p>
          ) : (
            <MeetingCollection meetings={query.data.meetings} now={now} view="list" level={2} />
          )}
          <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.pagination.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
