import type { ErrorEnvelope } from '@vm/contracts';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { TOUR_TARGETS } from '#web/features/dashboard/config/tour-steps.ts';
import { CalendarCard } from '#web/features/meetings/components/calendar/calendar-card.tsx';
import { MeetingsBoard } from '#web/features/meetings/components/meetings-board.tsx';
import { StatsCards } from '#web/features/meetings/components/stats-cards.tsx';
import { useDashboardMeetings } from '#web/features/meetings/hooks/use-dashboard-meetings.ts';
import { useNow } from '#web/lib/time/use-now.ts';

// The side cards' chunk (decision record 046). Asked for as this module runs, that is once every file
// the groups need has arrived, so it never queues before them; the cards render after the groups anyway.
const loadSide = () => import('./dashboard-side');
void loadSide().catch(() => {
  // The lazy component below asks again and the error boundary shows a failure; nothing to do here.
});
const DashboardSide = lazy(loadSide);

interface DashboardMeetingsProps {
  loading: ReactNode;
  onFailure: (error: ErrorEnvelope) => void;
}

/** The dashboard's data widgets, laid out with the tour's anchors on each, once the groups have their data. */
export function DashboardMeetings({ loading, onFailure }: DashboardMeetingsProps) {
  const now = useNow();
  const dashboard = useDashboardMeetings(now, onFailure);
  // The side cards come in a second render React does once the groups are on screen: the first
  // render after the replies was some 45 meeting cards, the calendar and these at once.
  const sideShown = useDeferredValue(dashboard.ready, false);
  if (!dashboard.ready || !dashboard.stats) return loading;
  return (
    <>
      <StatsCards id={TOUR_TARGETS.stats} stats={dashboard.stats} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CalendarCard id={TOUR_TARGETS.calendar} now={now} />
          <MeetingsBoard
            dashboard={dashboard}
            hasMeetings={dashboard.stats.totalMeetings > 0}
            now={now}
            ids={{ board: TOUR_TARGETS.groups, search: TOUR_TARGETS.search }}
          />
        </div>
        <aside className="space-y-6">
          {sideShown ? (
            <Suspense fallback={null}>
              <DashboardSide
                upcoming={dashboard.upcomingCard}
                activity={dashboard.activity}
                notEnded={dashboard.notEnded}
                now={now}
              />
            </Suspense>
          ) : null}
        </aside>
      </div>
    </>
  );
}
