import { useMemo } from 'react';
import { useDateFormat } from '../../../../lib/time/use-date-format';
import { useEveryMeeting } from '../../api/get-every-meeting';
import type { MeetingFilter } from '../../api/get-meetings';
import { monthFilter, type CalendarMonth } from '../../utils/calendar';

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
