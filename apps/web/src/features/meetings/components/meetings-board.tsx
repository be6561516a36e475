import type { Meeting, MeetingStatusFilter } from '@vm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { filterMeetings } from '../utils/filter-meetings';
import { groupMeetings, GROUP_NAMES } from '../utils/group-meetings';
import { BoardToolbar, type BoardView } from './board-toolbar';
import { CalendarToolbar } from './calendar/calendar-toolbar';
import { MonthCalendar } from './calendar/month-calendar';
import { useCalendarMonth } from './calendar/use-calendar-month';
import { MeetingCollection } from './meeting-collection';
import { MeetingGroups } from './meeting-groups';

interface MeetingsBoardProps {
  meetings: readonly Meeting[];
  now: Date;
  /** How many meetings the user has in all; the dashboard holds only the first page. */
  total: number;
  /** Anchors for the tour: the board and its search row. */
  ids?: { board: string; search: string };
}

/**
 * The dashboard's meetings list (spec section 2): search, status chips, a count, grouped sections
 * for 'all' and one flat list for a status, in grid, list or calendar view. Filters run on the
 * loaded page in the browser, as the spec's store does.
 */
export function MeetingsBoard({ meetings, now, total, ids }: MeetingsBoardProps) {
  const { t } = useTranslation('meetings');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<MeetingStatusFilter>('all');
  const [view, setView] = useState<BoardView>('grid');
  const calendar = useCalendarMonth(now);

  const found = useMemo(() => filterMeetings(meetings, filter, search), [meetings, filter, search]);
  const groups = useMemo(() => (filter === 'all' ? groupMeetings(found, now) : null), [filter, found, now]);
  const count = groups ? GROUP_NAMES.reduce((sum, name) => sum + groups[name].length, 0) : found.length;

  const chooseFilter = (value: MeetingStatusFilter) => {
    if (value === 'all' && filter !== 'all') toast(t('board.showingAll'));
    setFilter(value);
  };

  return (
    <Card
      id={ids?.board}
      title={
        <span className="flex items-center gap-2">
          {t('board.title')}
          <Badge tone="indigo">{t('board.count', { count })}</Badge>
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
        {t('board.count', { count })}
      </p>
      <div className="mt-5">
        {count === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            {meetings.length === 0 ? t('board.empty') : t('board.noMatch')}
          </p>
        ) : view === 'calendar' ? (
          <div className="space-y-3">
            <CalendarToolbar calendar={calendar} />
            <MonthCalendar month={calendar.month} meetings={found} todayKey={calendar.todayKey} />
          </div>
        ) : groups ? (
          <MeetingGroups groups={groups} now={now} view={view} />
        ) : (
          <MeetingCollection meetings={found} now={now} view={view} level={3} />
        )}
      </div>
      {total > meetings.length ? (
        <p className="mt-4 text-xs text-slate-500">{t('board.firstPage', { count: meetings.length })}</p>
      ) : null}
    </Card>
  );
}
