import type { ComponentProps } from 'react';
import { TOUR_TARGETS } from '#web/features/dashboard/config/tour-steps.ts';
import { MultiInviteButton } from '#web/features/invitations/components/bulk/multi-invite-button.tsx';
import { MyInvitationsCard } from '#web/features/invitations/components/my/my-invitations-card.tsx';
import { RecentActivity } from '#web/features/meetings/components/recent-activity.tsx';
import { UpcomingCard } from '#web/features/meetings/components/upcoming-card.tsx';
import { RecordingStorageCard } from '#web/features/recordings/components/recording-storage-card.tsx';

export interface DashboardSideProps {
  upcoming: ComponentProps<typeof UpcomingCard>['meetings'];
  activity: ComponentProps<typeof RecentActivity>['events'];
  /** Meetings one may still invite people to. */
  notEnded: ComponentProps<typeof MultiInviteButton>['meetings'];
  now: Date;
}

/**
 * The dashboard's side cards, a chunk of their own (decision record 046): they render after the groups,
 * and their code (the invitation dialog's form and its libraries, the storage meter) no longer has to
 * arrive before the groups can show.
 */
export default function DashboardSide({ upcoming, activity, notEnded, now }: DashboardSideProps) {
  return (
    <>
      <UpcomingCard id={TOUR_TARGETS.upcoming} meetings={upcoming} now={now} />
      <RecentActivity id={TOUR_TARGETS.activity} events={activity} now={now} />
      {/* The invitations feature: what the user received, and inviting people to a meeting not yet over. */}
      <MyInvitationsCard actions={<MultiInviteButton meetings={notEnded} />} />
      {/* The account's recording storage: its own request (started by the route's loader), shown when it arrives. */}
      <RecordingStorageCard />
    </>
  );
}
