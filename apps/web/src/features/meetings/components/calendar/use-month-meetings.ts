import { useMemo } from 'react';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useEveryMeeting } from '#web/features/meetings/api/get-every-meeting.ts';
import type { MeetingFilter } from '#web/features/meetings/api/get-meetings.ts';
import { monthFilter, type CalendarMonth } from '#web/features/meetings/utils/calendar.ts';

/**
 * Every meeting on the days a month's grid shows (with its leading and trailing days), asked by
 * date range when the month changes, with the board's status and search when it has them.
 */
export function useMonthMeetings(
  month: CalendarMonth,
  filter: Pick<MeetingFilter, 'status' | 'q'> = {},
  options: { enabled?: boolean } = {},
) {
  const { weekStartsOn, timeZone } = useDateFormat();
  const days = useMemo(() => monthFilter(month, weekStartsOn, timeZone), [month, weekStartsOn, timeZone]);
  return useEveryMeeting({ ...filter, ...days }, options);
}
