import type { ErrorEnvelope } from '@vm/contracts';
import { useDeferredValue, type ReactNode } from 'react';
import { TOUR_TARGETS } from '#web/features/dashboard/config/tour-steps.ts';
import { MultiInviteButton } from '#web/features/invitations/components/bulk/multi-invite-button.tsx';
import { MyInvitationsCard } from '#web/features/invitations/components/my/my-invitations-card.tsx';
import { CalendarCard } from '#web/features/meetings/components/calendar/calendar-card.tsx';
import { MeetingsBoard } from '#web/features/meetings/components/meetings-board.tsx';
import { RecentActivity } from '#web/features/meetings/components/recent-activity.tsx';
import { StatsCards } from '#web/features/meetings/components/stats-cards.tsx';
import { UpcomingCard } from '#web/features/meetings/components/upcoming-card.tsx';
import { RecordingStorageCard } from '#web/features/recordings/components/recording-storage-card.tsx';
import { useDashboardMeetings } from '#web/features/meetings/hooks/use-dashboard-meetings.ts';
import { useNow } from '#web/lib/time/use-now.ts';

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
            <>
              <UpcomingCard id={TOUR_TARGETS.upcoming} meetings={dashboard.upcomingCard} now={now} />
              <RecentActivity id={TOUR_TARGETS.activity} events={dashboard.activity} now={now} />
              {/* The invitations feature: what the user received, and inviting people to a meeting not yet over. */}
              <MyInvitationsCard actions={<MultiInviteButton meetings={dashboard.notEnded} />} />
              {/* The account's recording storage: its own request (started by the route's loader), shown when it arrives. */}
              <RecordingStorageCard />
            </>
          ) : null}
        </aside>
      </div>
    </>
  );
}
