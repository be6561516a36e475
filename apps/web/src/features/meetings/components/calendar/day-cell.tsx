import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { DateFormat } from '#web/lib/time/use-date-format.ts';
import { dayCell, dayNoon, type CalendarDay } from '#web/features/meetings/utils/calendar.ts';
import { statusKind } from '#web/features/meetings/utils/meeting-status.ts';
import { STATUS_DOTS } from './status-dots';

interface DayCellProps {
  cell: CalendarDay;
  /** The month's formatters, made once for all its days. */
  format: DateFormat;
  meetings: readonly Meeting[] | undefined;
  isToday: boolean;
  /** Opens the day's meetings; '+N' calls it. */
  onShowDay: () => void;
}

/**
 * One day: its number, three meetings (titles wrap to two lines rather than shrink to a few
 * letters), then '+N', which opens the whole day. On a phone, where no title fits, the meetings are
 * dots and the day opens with a tap.
 */
export function DayCell({ cell, format, meetings, isToday, onShowDay }: DayCellProps) {
  const { t } = useTranslation('meetings');
  const all = meetings ?? [];
  const { shown, overflow } = dayCell(all);
  const dayName = all.length > 0 ? format.longDate(dayNoon(cell.key, format.timeZone)) : '';
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      className={`h-20 border border-slate-100 p-1 align-top ${cell.inMonth ? 'bg-white' : 'bg-slate-50 text-slate-500'}`}
    >
      <time
        dateTime={cell.key}
        className={`inline-flex size-6 items-center justify-center rounded-full ${isToday ? 'bg-indigo-600 font-bold text-white' : ''}`}
      >
        {cell.day}
      </time>
      {/* Where a day is too narrow for titles (phones), its meetings are dots that open the day. */}
      {all.length > 0 ? (
        <button
          type="button"
          onClick={onShowDay}
          className="mt-0.5 flex flex-wrap items-center gap-0.5 rounded px-0.5 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:hidden"
        >
          {shown.map((meeting) => (
            <span
              key={meeting.id}
              aria-hidden="true"
              className={`size-2 rounded-full ${STATUS_DOTS[statusKind(meeting.status)]}`}
            />
          ))}
          {overflow > 0 ? <span aria-hidden="true">{t('calendar.more', { count: overflow })}</span> : null}
          <span className="sr-only">{t('calendar.dayMeetings', { count: all.length, day: dayName })}</span>
        </button>
      ) : null}
      <div className="hidden sm:block">
        <ul className="mt-0.5 space-y-0.5">
          {shown.map((meeting) => (
            <li key={meeting.id}>
              <Link
                to={paths.app.meeting.getHref(meeting.id)}
                title={`${format.time(meeting.startTime)} ${meeting.title}`}
                className="flex items-start gap-1 rounded px-0.5 leading-tight text-slate-800 hover:bg-slate-100"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1 size-2 shrink-0 rounded-full ${STATUS_DOTS[statusKind(meeting.status)]}`}
                />
                <span className="line-clamp-2 min-w-0 wrap-anywhere">{meeting.title}</span>
              </Link>
            </li>
          ))}
        </ul>
        {overflow > 0 ? (
          <button
            type="button"
            onClick={onShowDay}
            className="rounded px-0.5 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {/* '+2' on screen; '+2 more meetings on Tuesday, November 24' read out. */}
            {t('calendar.more', { count: overflow })}{' '}
            <span className="sr-only">{t('calendar.moreOnDay', { count: overflow, day: dayName })}</span>
          </button>
        ) : null}
      </div>
    </td>
  );
}
