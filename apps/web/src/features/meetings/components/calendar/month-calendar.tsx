import type { Meeting } from '@vm/contracts';
import { useMemo, useState } from 'react';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { dayNoon, meetingsByDay, monthGrid, type CalendarMonth } from '#web/features/meetings/utils/calendar.ts';
import { DayCell } from './day-cell';
import { DayMeetingsDialog } from './day-meetings-dialog';

interface MonthCalendarProps {
  month: CalendarMonth;
  meetings: readonly Meeting[];
  todayKey: string;
  /** Keeps the weekday names in view while the body scrolls (the collapsed dashboard card). */
  stickyHeader?: boolean;
}

/** A month as a table of weeks; each day lists three meetings, then '+N', which opens the whole day. */
export function MonthCalendar({ month, meetings, todayKey, stickyHeader = false }: MonthCalendarProps) {
  const format = useDateFormat();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const cells = monthGrid(month, format.weekStartsOn);
  const byDay = useMemo(() => meetingsByDay(meetings, format.timeZone), [meetings, format.timeZone]);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const name = (key: string) => dayNoon(key, format.timeZone);

  return (
    <>
      <table className="w-full table-fixed border-collapse text-xs">
        <caption className="sr-only">{format.monthYear(name(cells[7]!.key))}</caption>
        <thead className={stickyHeader ? 'sticky top-0 z-10 bg-white' : undefined}>
          <tr>
            {weeks[0]!.map((cell) => (
              <th key={cell.key} scope="col" className="py-1 font-medium text-slate-500">
                {format.weekdayShort(name(cell.key))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.key}>
              {week.map((cell) => (
                <DayCell
                  key={cell.key}
                  cell={cell}
                  format={format}
                  meetings={byDay.get(cell.key)}
                  isToday={cell.key === todayKey}
                  onShowDay={() => setOpenDay(cell.key)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {openDay ? (
        <DayMeetingsDialog
          title={format.longDate(name(openDay))}
          meetings={byDay.get(openDay) ?? []}
          onClose={() => setOpenDay(null)}
        />
      ) : null}
    </>
  );
}
