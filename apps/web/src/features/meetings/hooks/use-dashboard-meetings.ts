import type { ErrorEnvelope } from '@vm/contracts';
import { DASHBOARD_PAGE, useMeetings } from '../api/get-meetings';
import { useMeetingActivity } from '../api/get-meeting-activity';
import { useMeetingStats } from '../api/get-meeting-stats';

/**
 * What the dashboard loads (spec section 7): page 1 of 50 meetings, the stats and the activity.
 * `error` is set when a call failed with nothing to show: the Connection Error screen.
 */
export function useDashboardMeetings() {
  const meetings = useMeetings(DASHBOARD_PAGE);
  const stats = useMeetingStats();
  const activity = useMeetingActivity();
  const queries = [meetings, stats, activity];
  const failed = queries.find((query) => query.isError && query.data === undefined);

  /** Reloads all three; resolves to the first failure, or null when everything came back. */
  const refetchAll = async (): Promise<ErrorEnvelope | null> => {
    const results = await Promise.all(queries.map((query) => query.refetch()));
    return results.find((result) => result.isError)?.error ?? null;
  };

  return {
    meetings: meetings.data,
    stats: stats.data,
    activity: activity.data,
    isRefreshing: queries.some((query) => query.isRefetching),
    error: failed?.error ?? null,
    refetchAll,
  };
}
