import type { ErrorEnvelope, Meeting } from '@vm/contracts';
import { useEffect, useMemo } from 'react';
import { ENDED, GROUP_PAGE_SIZE, LIVE, RECENT_PAGE_SIZE, SCHEDULED } from '../api/dashboard-queries';
import { useEveryMeeting } from '../api/get-every-meeting';
import { loadedMeetings, moreOf, useMeetingPages } from '../api/get-meeting-pages';
import { useMeetingActivity } from '../api/get-meeting-activity';
import { useMeetingStats } from '../api/get-meeting-stats';
import { groupMeetings, reachesPastToday, recentMayGoOn } from '../utils/group-meetings';
import { upcomingCardMeetings } from '../utils/upcoming';

/**
 * What the dashboard shows, over all of the host's meetings (docs/product.md, 'Dashboard groups'): every live one, the
 * scheduled ones soonest first (pages load until Starting Soon and Today are complete, then Upcoming
 * grows with 'Show more'), the ended ones latest end first (Recent, 'Show more'), the stats and the
 * activity. `onFailure` hears when completing Today failed, which the page cannot show half done.
 */
export function useDashboardMeetings(now: Date, onFailure: (error: ErrorEnvelope) => void) {
  const stats = useMeetingStats();
  const activity = useMeetingActivity();
  const live = useEveryMeeting(LIVE);
  const scheduled = useMeetingPages(SCHEDULED, GROUP_PAGE_SIZE);
  const ended = useMeetingPages(ENDED, RECENT_PAGE_SIZE);
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
