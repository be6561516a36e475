import type { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY_COUNT } from '#web/config/constants.ts';
import { dateLanguage, weekStartsOn } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { monthFilter, monthOf } from '../utils/calendar';
import { getEveryMeetingQueryOptions } from './get-every-meeting';
import { getMeetingActivityQueryOptions } from './get-meeting-activity';
import { getMeetingPagesQueryOptions } from './get-meeting-pages';
import { getMeetingStatsQueryOptions } from './get-meeting-stats';
import type { MeetingFilter } from './get-meetings';

// The dashboard's queries, apart from its hooks so the route's loader can start them with a small
// chunk: nothing here loads the contracts' schemas, which replies are checked against after they arrive.

/** How many meetings a group's 'Show more' adds. */
export const GROUP_PAGE_SIZE = 20;
/**
 * Recent's page: the first render after the replies was the dashboard's slowest step, and Recent's
 * 20 cards were almost half of it (decision record 042); the rest is a 'Show more' away.
 */
export const RECENT_PAGE_SIZE = 10;

// One query per status (decision record 020): the groups cut them by time in the browser, so no
// query's key holds the clock and nothing reloads as minutes pass.
export const LIVE: MeetingFilter = { status: ['active'], sort: 'start' };
export const SCHEDULED: MeetingFilter = { status: ['scheduled'], sort: 'start' };
export const ENDED: MeetingFilter = { status: ['ended'], sort: '-end' };

/**
 * Asks for everything the dashboard's widgets will read (this month's calendar included) as soon as
 * navigation to the dashboard starts, before the page's own code has downloaded; the widgets then
 * find the requests under way. A query whose answer is still fresh (5 minutes) is not asked again;
 * failures wait for the widgets, which ask again and show them. Not awaited: the page never waits.
 */
export function prefetchDashboardMeetings(queryClient: QueryClient, language: string): void {
  // Prefetches do not retry by default; the widgets' queries do, so these match them.
  const retry = QUERY_RETRY_COUNT;
  const timeZone = viewerTimeZone();
  const thisMonth = monthFilter(monthOf(new Date(), timeZone), weekStartsOn(dateLanguage(language)), timeZone);
  void queryClient.prefetchQuery({ ...getMeetingStatsQueryOptions(), retry });
  void queryClient.prefetchQuery({ ...getMeetingActivityQueryOptions(), retry });
  void queryClient.prefetchQuery({ ...getEveryMeetingQueryOptions(LIVE), retry });
  void queryClient.prefetchQuery({ ...getEveryMeetingQueryOptions(thisMonth), retry });
  void queryClient.prefetchInfiniteQuery({ ...getMeetingPagesQueryOptions(SCHEDULED, GROUP_PAGE_SIZE), retry });
  void queryClient.prefetchInfiniteQuery({ ...getMeetingPagesQueryOptions(ENDED, RECENT_PAGE_SIZE), retry });
}
