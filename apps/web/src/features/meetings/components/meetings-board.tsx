import type { MeetingStatusFilter } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadedMeetings, moreOf, useMeetingPages } from '../api/get-meeting-pages';
import type { DashboardMeetings } from '../hooks/use-dashboard-meetings';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { monthOf, type CalendarMonth } from '../utils/calendar';
import { sortFor, statusesFor } from '../utils/filter-meetings';
import { GROUP_NAMES } from '../utils/group-meetings';
import { BoardToolbar, type BoardView } from './board-toolbar';
import { CalendarToolbar } from './calendar/calendar-toolbar';
import { MonthCalendar } from './calendar/month-calendar';
import { useCalendarMonth } from './calendar/use-calendar-month';
import { useMonthMeetings } from './calendar/use-month-meetings';
import { MeetingCollection } from './meeting-collection';
import { MeetingGroups } from './meeting-groups';
import { ShowMore } from './show-more';

const sameMonth = (a: CalendarMonth, b: CalendarMonth) => a.year === b.year && a.month === b.month;

/** How many meetings a search or status list shows at first and adds with 'Show more'. */
const RESULTS_PAGE_SIZE = 20;

interface MeetingsBoardProps {
  dashboard: Pick<DashboardMeetings, 'groups' | 'more'>;
  /** Whether the host has any meeting at all (the stats count them). */
  hasMeetings: boolean;
  now: Date;
  /** Anchors for the tour: the board and its search row. */
  ids?: { board: string; search: string };
}

/**
 * The dashboard's meetings list (docs/product.md, 'Dashboard'): search, status chips, a count, grouped sections
 * for 'all' and one flat list for a status or a search, in grid, list or calendar view. Searches
 * and status lists are the server's, over every meeting, a page at a time (decision record 020).
 */
export function MeetingsBoard({ dashboard, hasMeetings, now, ids }: MeetingsBoardProps) {
  const { t } = useTranslation('meetings');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<MeetingStatusFilter>('all');
  const [view, setView] = useState<BoardView>('grid');
  const calendar = useCalendarMonth(now);
  const { timeZone } = useDateFormat();
  // The box follows typing at once; the server is asked once typing pauses.
  const q = useDebouncedValue(search.trim()) || undefined;
  const asked = { status: statusesFor(filter), q };

  // The list's own count is the badge's in every view, calendar included, so switching views never changes it;
  // the calendar says beside its month how many fall in that month (docs/product.md, 'Dashboard').
  const grouped = filter === 'all' && !q;
  const results = useMeetingPages({ ...asked, sort: sortFor(filter) }, RESULTS_PAGE_SIZE, { enabled: !grouped });
  const month = useMonthMeetings(calendar.month, asked, { enabled: view === 'calendar' });
  const found = loadedMeetings(results.data?.pages);
  const inMonth = month.data?.filter((meeting) => sameMonth(monthOf(meeting.startTime, timeZone), calendar.month));

  const count = grouped
    ? GROUP_NAMES.reduce((sum, name) => sum + dashboard.groups[name].length, 0)
    : results.data?.pages.at(-1)?.pagination.total;
  // What the badge counts, said with the number: the grouped sections' meetings, or those the chip or search found.
  const countText = count === undefined ? '' : t(grouped ? 'board.countCurrent' : 'board.count', { count });

  const chooseFilter = (value: MeetingStatusFilter) => {
    if (value === 'all' && filter !== 'all') toast(t('board.showingAll'));
    setFilter(value);
  };

  const empty = (text: string) => (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{text}</p>
  );
  const body =
    view === 'calendar' ? (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <CalendarToolbar calendar={calendar} />
          {inMonth ? (
            <p data-testid="calendar-month-count" className="text-sm text-slate-600">
              {t('calendar.monthCount', { count: inMonth.length, month: calendar.label })}
            </p>
          ) : null}
        </div>
        <MonthCalendar month={calendar.month} meetings={month.data ?? []} todayKey={calendar.todayKey} />
      </div>
    ) : count === undefined ? (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" /> {t('list.loading')}
      </p>
    ) : grouped ? (
      count === 0 && !dashboard.more.upcoming.available ? (
        empty(hasMeetings ? t('board.noCurrent') : t('board.empty'))
      ) : (
        <MeetingGroups
          groups={dashboard.groups}
          now={now}
          view={view}
          more={{ upcoming: dashboard.more.upcoming, recent: dashboard.more.recent }}
        />
      )
    ) : count === 0 ? (
      empty(t('board.noMatch'))
    ) : (
      <div className="space-y-3">
        <MeetingCollection meetings={found} now={now} view={view} level={3} />
        <ShowMore more={moreOf(results)} />
      </div>
    );

  return (
    <Card
      id={ids?.board}
      title={
        <span className="flex items-center gap-2">
          {t('board.title')}
          {count === undefined ? null : <Badge tone="indigo">{countText}</Badge>}
        </span>
      }
    >
      <BoardToolbar
        id={ids?.search}
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={chooseFilter}
        view={view}
        onView={setView}
      />
      {/* A screen reader hears how many meetings a search or filter left. */}
      <p role="status" className="sr-only">
        {countText}
      </p>
      <div className="mt-5">{body}</div>
    </Card>
  );
}
