import { ChevronDown, ChevronUp } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthCalendar } from './month-calendar';
import { useCalendarMonth } from './use-calendar-month';
import { useMonthMeetings } from './use-month-meetings';
import { useTodayInView } from './use-today-in-view';

/**
 * The dashboard's calendar card: month navigation, legend, and a body collapsed to 200 px (it
 * scrolls, opened at the week holding today) until expanded. It loads every meeting of the days on
 * show, whatever else the dashboard has loaded.
 */
export function CalendarCard({ now, id }: { now: Date; id?: string }) {
  const { t } = useTranslation('meetings');
  const calendar = useCalendarMonth(now);
  const month = useMonthMeetings(calendar.month);
  const [expanded, setExpanded] = useState(false);
  // The month's table (42 days, up to three meetings each, and the layout that scrolling to today
  // forces) comes in a second render React does after the dashboard's groups are on screen.
  const tableShown = useDeferredValue(true, false);
  const bodyId = useId();
  const body = useTodayInView({
    active: !expanded && tableShown,
    month: calendar.month,
    todayKey: calendar.todayKey,
    meetings: month.data,
  });

  return (
    <Card
      id={id}
      title={t('calendar.title')}
      actions={
        <>
          <CalendarToolbar calendar={calendar} />
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
            {expanded ? t('calendar.collapse') : t('calendar.expand')}
          </button>
        </>
      }
    >
      <CalendarLegend />
      <p role="status" className="sr-only">
        {month.isPending ? t('calendar.loading') : ''}
      </p>
      {/* Collapsed, the body scrolls; focusable so keyboard users can scroll it too. */}
      <div
        ref={body}
        id={bodyId}
        role="region"
        aria-label={calendar.label}
        aria-busy={month.isPending}
        tabIndex={expanded ? undefined : 0}
        className={`mt-3 ${expanded ? '' : 'max-h-[200px] overflow-y-auto'}`}
      >
        {tableShown ? (
          <MonthCalendar
            month={calendar.month}
            meetings={month.data ?? []}
            todayKey={calendar.todayKey}
            stickyHeader={!expanded}
          />
        ) : (
          // The collapsed body's own height, so nothing below moves when the table arrives.
          <div className="h-[200px]" />
        )}
      </div>
    </Card>
  );
}
