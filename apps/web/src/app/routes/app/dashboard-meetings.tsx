import type { Meeting, MeetingActivity, MeetingStats } from '@vm/contracts';
import { CalendarCard } from '../../../features/meetings/components/calendar/calendar-card';
import { MeetingsBoard } from '../../../features/meetings/components/meetings-board';
import { RecentActivity } from '../../../features/meetings/components/recent-activity';
import { StatsCards } from '../../../features/meetings/components/stats-cards';
import { UpcomingCard } from '../../../features/meetings/components/upcoming-card';
import { TOUR_TARGETS } from '../../../features/dashboard/config/tour-steps';
import { MultiInviteButton } from '../../../features/invitations/components/bulk/multi-invite-button';
import { MyInvitationsCard } from '../../../features/invitations/components/my/my-invitations-card';
import { isEnded } from '../../../features/meetings/utils/meeting-status';
import { useNow } from '../../../lib/time/use-now';

interface DashboardMeetingsProps {
  meetings: { meetings: Meeting[]; pagination: { total: number } };
  stats: MeetingStats;
  activity: MeetingActivity[];
}

/** The dashboard's data widgets, laid out with the tour's anchors on each. */
export function DashboardMeetings({ meetings, stats, activity }: DashboardMeetingsProps) {
  const now = useNow();
  return (
    <>
      <StatsCards id={TOUR_TARGETS.stats} stats={stats} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CalendarCard id={TOUR_TARGETS.calendar} meetings={meetings.meetings} now={now} />
          <MeetingsBoard
            meetings={meetings.meetings}
            total={meetings.pagination.total}
            now={now}
            ids={{ board: TOUR_TARGETS.groups, search: TOUR_TARGETS.search }}
          />
        </div>
        <aside className="space-y-6">
          <UpcomingCard id={TOUR_TARGETS.upcoming} meetings={meetings.meetings} now={now} />
          <RecentActivity id={TOUR_TARGETS.activity} events={activity} now={now} />
          {/* The invitations feature: what the user received, and inviting people to a meeting not yet over. */}
          <MyInvitationsCard
            actions={<MultiInviteButton meetings={meetings.meetings.filter((meeting) => !isEnded(meeting))} />}
          />
        </aside>
      </div>
    </>
  );
}
