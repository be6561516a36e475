import type { Meeting } from '@vm/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useDateFormat } from '../../../../lib/time/use-date-format';
import { zonedToInstant } from '../../../../lib/time/zone';
import { dayCell, meetingsByDay, monthGrid, type CalendarMonth } from '../../utils/calendar';
import { statusKind, type StatusKind } from '../../utils/meeting-status';

/** Legend colours: Live, Scheduled, Completed (spec section 2). */
export const STATUS_DOTS: Record<StatusKind, string> = {
  live: 'bg-emerald-500',
  scheduled: 'bg-indigo-500',
  ended: 'bg-slate-400',
};

const noon = (key: string, timeZone: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return zonedToInstant({ year, month, day, hour: 12, minute: 0 }, timeZone);
};

interface MonthCalendarProps {
  month: CalendarMonth;
  meetings: readonly Meeting[];
  todayKey: string;
}

/** A month as a table of weeks; each day lists three meetings, then '+N'. */
export function MonthCalendar({ month, meetings, todayKey }: MonthCalendarProps) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const cells = monthGrid(month, format.weekStartsOn);
  const byDay = useMemo(() => meetingsByDay(meetings, format.timeZone), [meetings, format.timeZone]);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));

  return (
    <table className="w-full table-fixed border-collapse text-xs">
      <caption className="sr-only">{format.monthYear(noon(cells[7]!.key, format.timeZone))}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((cell) => (
            <th key={cell.key} scope="col" className="py-1 font-medium text-slate-500">
              {format.weekdayShort(noon(cell.key, format.timeZone))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.key}>
            {week.map((cell) => {
              const { shown, overflow } = dayCell(byDay.get(cell.key));
              const isToday = cell.key === todayKey;
              return (
                <td
                  key={cell.key}
                  aria-current={isToday ? 'date' : undefined}
                  className={`h-20 border border-slate-100 p-1 align-top ${cell.inMonth ? 'bg-white' : 'bg-slate-50 text-slate-500'}`}
                >
                  <time
                    dateTime={cell.key}
                    className={`inline-flex size-6 items-center justify-center rounded-full ${isToday ? 'bg-indigo-600 font-bold text-white' : ''}`}
                  >
                    {cell.day}
                  </time>
                  <ul className="mt-0.5 space-y-0.5">
                    {shown.map((meeting) => (
                      <li key={meeting.id}>
                        <Link
                          to={paths.app.meeting.getHref(meeting.id)}
                          title={`${format.time(meeting.startTime)} ${meeting.title}`}
                          className="flex items-center gap-1 truncate rounded px-0.5 text-slate-800 hover:bg-slate-100"
                        >
                          <span
                            aria-hidden="true"
                            className={`size-2 shrink-0 rounded-full ${STATUS_DOTS[statusKind(meeting.status)]}`}
                          />
                          <span className="truncate">{meeting.title}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {overflow > 0 ? (
                    <p className="px-0.5 font-semibold text-slate-500">
                      <span aria-hidden="true">{t('calendar.more', { count: overflow })}</span>
                      <span className="sr-only">{t('calendar.moreLabel', { count: overflow })}</span>
                    </p>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
