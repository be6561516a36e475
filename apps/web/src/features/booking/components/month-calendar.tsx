import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMonthYear, formatWeekdayShort, type DateLanguage } from '#web/lib/time/format.ts';
import { dayKeyDate, monthGrid, type Month } from '../utils/calendar';

interface MonthCalendarProps {
  month: Month;
  language: DateLanguage;
  weekStart: 0 | 1;
  /** Days (keys 'YYYY-MM-DD') with at least one free slot: only these can be picked. */
  freeDays: ReadonlySet<string>;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonth: (step: -1 | 1) => void;
  /** The earliest month worth showing (this one): no going back before it. */
  canGoBack: boolean;
  loading: boolean;
}

// A Sunday, so `weekStart + i` days after it names the i-th column.
const A_SUNDAY = Date.UTC(2027, 2, 7, 12);

/** A month of days; the days with free slots are buttons (docs/product.md, 'Booking pages'). */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, language, weekStart, freeDays, selected, onSelect, onMonth, canGoBack, loading } = props;
  const { t } = useTranslation('booking');
  const weeks = monthGrid(month, weekStart);
  const title = formatMonthYear(Date.UTC(month.year, month.month - 1, 15), language, 'UTC');
  return (
    <div className="w-full" aria-busy={loading}>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => onMonth(-1)}
          disabled={!canGoBack}
          aria-label={t('calendar.previousMonth')}
          className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => onMonth(1)}
          aria-label={t('calendar.nextMonth')}
          className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm" role="grid" aria-label={title}>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, column) => (
              <th key={column} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                {formatWeekdayShort(A_SUNDAY + (weekStart + column) * 86_400_000, language, 'UTC')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, column) => (
                <td key={day ?? `blank-${column}`} className="p-0.5">
                  {day ? (
                    <DayButton
                      day={day}
                      label={formatLongDate(dayKeyDate(day), language, 'UTC')}
                      free={freeDays.has(day)}
                      selected={selected === day}
                      onSelect={onSelect}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton(props: {
  day: string;
  label: string;
  free: boolean;
  selected: boolean;
  onSelect: (d: string) => void;
}) {
  const { day, label, free, selected, onSelect } = props;
  const tone = selected
    ? 'bg-indigo-600 text-white'
    : free
      ? 'bg-indigo-50 font-semibold text-indigo-700 hover:bg-indigo-100'
      : 'text-slate-400';
  return (
    <button
      type="button"
      disabled={!free}
      aria-pressed={selected}
      aria-label={label}
      data-day={day}
      onClick={() => onSelect(day)}
      className={`mx-auto grid size-10 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${tone}`}
    >
      {Number(day.slice(8))}
    </button>
  );
}
