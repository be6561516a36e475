import type { MeetingListStatus, MeetingStatusFilter } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useNow } from '#web/lib/time/use-now.ts';
import { useMeetings } from '../api/get-meetings';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { statusesFor } from '../utils/filter-meetings';
import { BoardToolbar, type BoardView } from './board-toolbar';
import { CalendarToolbar } from './calendar/calendar-toolbar';
import { MonthCalendar } from './calendar/month-calendar';
import { useCalendarMonth } from './calendar/use-calendar-month';
import { useMonthMeetings } from './calendar/use-month-meetings';
import { RecentlyDeleted } from './meeting-lifecycle/recently-deleted';
import { MeetingsSection } from './meetings-section';

const PAGE_SIZE = 10;
const VIEWS: readonly BoardView[] = ['list', 'calendar'];

/** The statuses each section lists under a status chip; none means the section is not shown. */
function sectionStatuses(filter: MeetingStatusFilter): { upcoming: MeetingListStatus[]; past: MeetingListStatus[] } {
  if (filter === 'all') return { upcoming: ['scheduled', 'active'], past: ['ended', 'cancelled'] };
  const chosen = statusesFor(filter) ?? [];
  return filter === 'ended' || filter === 'cancelled' ? { upcoming: [], past: chosen } : { upcoming: chosen, past: [] };
}

/**
 * /meetings: every meeting, searched, filtered and paged by the server. Upcoming (scheduled and
 * live) come soonest first, Past (ended and cancelled) the latest first, each with its own pages;
 * the calendar view shows a month of them with the same chip and search. Recently deleted is below.
 */
export function AllMeetings() {
  const { t } = useTranslation('meetings');
  const now = useNow();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MeetingStatusFilter>('all');
  const [view, setView] = useState<BoardView>('list');
  const [pages, setPages] = useState({ upcoming: 1, past: 1 });
  const calendar = useCalendarMonth(now);
  // Typing updates the box at once; the server is asked once typing pauses.
  const q = useDebouncedValue(search.trim()) || undefined;
  const sections = sectionStatuses(status);
  const listing = view === 'list';

  const upcoming = useMeetings(
    { status: sections.upcoming, q, sort: 'start', page: pages.upcoming, pageSize: PAGE_SIZE },
    { enabled: listing && sections.upcoming.length > 0 },
  );
  const past = useMeetings(
    { status: sections.past, q, sort: '-end', page: pages.past, pageSize: PAGE_SIZE },
    { enabled: listing && sections.past.length > 0 },
  );
  const month = useMonthMeetings(calendar.month, { status: statusesFor(status), q }, { enabled: !listing });

  const shownTotals = [
    sections.upcoming.length > 0 ? upcoming.data?.pagination.total : 0,
    sections.past.length > 0 ? past.data?.pagination.total : 0,
  ];
  const total = shownTotals.every((value) => value !== undefined)
    ? shownTotals.reduce<number>((sum, value) => sum + (value ?? 0), 0)
    : undefined;

  const onSearch = (value: string) => {
    setSearch(value);
    setPages({ upcoming: 1, past: 1 });
  };
  const onStatus = (value: MeetingStatusFilter) => {
    setStatus(value);
    setPages({ upcoming: 1, past: 1 });
  };
  const filtered = Boolean(search) || status !== 'all';

  return (
    <div className="space-y-5">
      <BoardToolbar
        search={search}
        onSearch={onSearch}
        filter={status}
        onFilter={onStatus}
        view={view}
        onView={setView}
        views={VIEWS}
      />
      {listing ? (
        <>
          <p role="status" className="text-sm text-slate-600">
            {total === undefined ? '' : t('list.total', { count: total })}
          </p>
          {sections.upcoming.length > 0 ? (
            <MeetingsSection
              title={t('list.upcoming')}
              emptyText={filtered ? t('list.noMatch') : t('list.noUpcoming')}
              query={upcoming}
              page={pages.upcoming}
              pageSize={PAGE_SIZE}
              onPage={(page) => setPages((current) => ({ ...current, upcoming: page }))}
              now={now}
            />
          ) : null}
          {sections.past.length > 0 ? (
            <MeetingsSection
              title={t('list.past')}
              emptyText={filtered ? t('list.noMatch') : t('list.noPast')}
              query={past}
              page={pages.past}
              pageSize={PAGE_SIZE}
              onPage={(page) => setPages((current) => ({ ...current, past: page }))}
              now={now}
            />
          ) : null}
          <RecentlyDeleted />
        </>
      ) : (
        <div className="space-y-3">
          <CalendarToolbar calendar={calendar} />
          {month.isError ? (
            <p role="alert" className="text-red-700">
              {t('toast.fetchFailed')}: {apiErrorText(month.error)}
            </p>
          ) : null}
          <MonthCalendar month={calendar.month} meetings={month.data ?? []} todayKey={calendar.todayKey} />
        </div>
      )}
    </div>
  );
}
