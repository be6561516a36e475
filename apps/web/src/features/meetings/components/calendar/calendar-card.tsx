import type { Meeting } from '@vm/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthCalendar } from './month-calendar';
import { useCalendarMonth } from './use-calendar-month';

/**
 * The dashboard's calendar card: month navigation, legend, and a body collapsed to 200 px (it
 * scrolls) until expanded.
 */
export function CalendarCard({ meetings, now, id }: { meetings: readonly Meeting[]; now: Date; id?: string }) {
  const { t } = useTranslation('meetings');
  const calendar = useCalendarMonth(now);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
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
      {/* Collapsed, the body scrolls; focusable so keyboard users can scroll it too. */}
      <div
        id={bodyId}
        role="region"
        aria-label={calendar.label}
        tabIndex={expanded ? undefined : 0}
        className={`mt-3 ${expanded ? '' : 'max-h-[200px] overflow-y-auto'}`}
      >
        <MonthCalendar month={calendar.month} meetings={meetings} todayKey={calendar.todayKey} />
      </div>
    </Card>
  );
}
