import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import type { CalendarMonthState } from './use-calendar-month';

const iconButton =
  'rounded-lg border border-slate-300 bg-white p-1.5 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Previous month, the month's name, next month and Today. */
export function CalendarToolbar({ calendar }: { calendar: CalendarMonthState }) {
  const { t } = useTranslation('meetings');
  return (
    <div className="flex items-center gap-2">
      <button type="button" onClick={calendar.previous} aria-label={t('calendar.previous')} className={iconButton}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <p aria-live="polite" className="min-w-32 text-center text-sm font-semibold text-slate-800">
        {calendar.label}
      </p>
      <button type="button" onClick={calendar.next} aria-label={t('calendar.next')} className={iconButton}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
      <Button variant="secondary" className="px-3 py-1" onClick={calendar.today}>
        {t('calendar.today')}
      </Button>
    </div>
  );
}
