import { useState } from 'react';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { dayKey } from '#web/lib/time/zone.ts';
import { monthOf, shiftMonth, type CalendarMonth } from '#web/features/meetings/utils/calendar.ts';

/** The month on show, starting at the viewer's current month, with previous, next and Today. */
export function useCalendarMonth(now: Date) {
  const { timeZone, monthYear } = useDateFormat();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(now, timeZone));
  return {
    month,
    todayKey: dayKey(now, timeZone),
    // Mid-month, so no zone can move the label into the neighbouring month.
    label: monthYear(Date.UTC(month.year, month.month - 1, 15)),
    previous: () => setMonth((current) => shiftMonth(current, -1)),
    next: () => setMonth((current) => shiftMonth(current, 1)),
    today: () => setMonth(monthOf(now, timeZone)),
  };
}

export type CalendarMonthState = ReturnType<typeof useCalendarMonth>;
