import type { QueryClient } from '@tanstack/react-query';
import type { ErrorEnvelope, Meeting } from '@vm/contracts';
import { useEffect, useMemo } from 'react';
import { QUERY_RETRY_COUNT } from '#web/config/constants.ts';
import { dateLanguage, weekStartsOn } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { getEveryMeetingQueryOptions, useEveryMeeting } from '../api/get-every-meeting';
import { getMeetingPagesQueryOptions, loadedMeetings, moreOf, useMeetingPages } from '../api/get-meeting-pages';
import { getMeetingActivityQueryOptions, useMeetingActivity } from '../api/get-meeting-activity';
import { getMeetingStatsQueryOptions, useMeetingStats } from '../api/get-meeting-stats';
import type { MeetingFilter } from '../api/get-meetings';
import { monthFilter, monthOf } from '../utils/calendar';
import { groupMeetings, reachesPastToday, recentMayGoOn } from '../utils/group-meetings';
import { upcomingCardMeetings } from '../utils/upcoming';

/** How many meetings a group's 'Show more' adds. */
export const GROUP_PAGE_SIZE = 20;

// One query per status (decision record 020): the groups cut them by time in the browser, so no
// query's key holds the clock and nothing reloads as minutes pass.
const LIVE: MeetingFilter = { status: ['active'], sort: 'start' };
const SCHEDULED: MeetingFilter = { status: ['scheduled'], sort: 'start' };
const ENDED: MeetingFilter = { status: ['ended'], sort: '-end' };

/**
 * What the dashboard shows, over all of the host's meetings (issue 20): every live one, the
 * scheduled ones soonest first (pages load until Starting Soon and Today are complete, then Upcoming
 * grows with 'Show more'), the ended ones latest end first (Recent, 'Show more'), the stats and the
 * activity. `onFailure` hears when completing Today failed, which the page cannot show half done.
 */
export function useDashboardMeetings(now: Date, onFailure: (error: ErrorEnvelope) => void) {
  const stats = useMeetingStats();
  const activity = useMeetingActivity();
  const live = useEveryMeeting(LIVE);
  const scheduled = useMeetingPages(SCHEDULED, GROUP_PAGE_SIZE);
  const ended = useMeetingPages(ENDED, GROUP_PAGE_SIZE);
  const scheduledSoonest = useMemo(() => loadedMeetings(scheduled.data?.pages), [scheduled.data]);
  const endedLatest = useMemo(() => loadedMeetings(ended.data?.pages), [ended.data]);

  const todayComplete =
    scheduled.data !== undefined && (!scheduled.hasNextPage || reachesPastToday(scheduledSoonest, now));
  const { fetchNextPage, isFetching } = scheduled;
  const pagesLoaded = scheduled.data?.pages.length ?? 0;
  useEffect(() => {
    if (pagesLoaded === 0 || todayComplete || isFetching) return;
    void fetchNextPage().then((result) => {
      if (result.isError) onFailure(result.error);
    });
  }, [pagesLoaded, todayComplete, isFetching, fetchNextPage, onFailure]);

  const ready =
    stats.data !== undefined &&
    activity.data !== undefined &&
    live.data !== undefined &&
    ended.data !== undefined &&
    todayComplete;
  const liveMeetings = useMemo(() => live.data ?? [], [live.data]);
  const all = useMemo(
    () => [...liveMeetings, ...scheduledSoonest, ...endedLatest],
    [liveMeetings, scheduledSoonest, endedLatest],
  );

  return {
    ready,
    stats: stats.data,
    activity: activity.data ?? [],
    groups: useMemo(() => groupMeetings(all, now), [all, now]),
    /** The sidebar card, soonest scheduled then latest ended (docs/product.md, 'Upcoming card and recent activity'). */
    upcomingCard: useMemo(
      () => upcomingCardMeetings([...scheduledSoonest, ...endedLatest]),
      [scheduledSoonest, endedLatest],
    ),
    /** Meetings one may still invite people to. */
    notEnded: useMemo<Meeting[]>(() => [...liveMeetings, ...scheduledSoonest], [liveMeetings, scheduledSoonest]),
    more: {
      upcoming: moreOf(scheduled, scheduled.hasNextPage),
      recent: moreOf(ended, ended.hasNextPage && recentMayGoOn(endedLatest, now)),
    },
  };
}

export type DashboardMeetings = ReturnType<typeof useDashboardMeetings>;

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
  void queryClient.prefetchInfiniteQuery({ ...getMeetingPagesQueryOptions(ENDED, GROUP_PAGE_SIZE), retry });
}
