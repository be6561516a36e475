import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { DashboardTour } from '../../../features/dashboard/components/tour/dashboard-tour';
import { WelcomeCard } from '../../../features/dashboard/components/tour/welcome-card';
import { TOUR_TARGETS } from '../../../features/dashboard/config/tour-steps';
import { useGuide } from '../../../features/dashboard/hooks/use-guide';
import { usePlainKeyShortcuts } from '../../../features/dashboard/hooks/use-plain-key-shortcuts';
import { InvitationForm } from '../../../features/invitations/components/form/invitation-form';
import { CreateMeetingDialog } from '../../../features/meetings/components/create-meeting/create-meeting-dialog';
import { JoinMeetingDialog } from '../../../features/meetings/components/join-meeting/join-meeting-dialog';
import type { useDashboardMeetings } from '../../../features/meetings/hooks/use-dashboard-meetings';
import { useInstantMeeting } from '../../../features/meetings/hooks/use-instant-meeting';
import { DashboardMeetings } from './dashboard-meetings';

type OpenDialog = 'create' | 'join' | null;

interface DashboardBodyProps {
  data: ReturnType<typeof useDashboardMeetings>;
  loading: ReactNode;
}

/** Everything under the dashboard's heading: welcome card, quick actions and their keys, widgets, dialogs, tour. */
export default function DashboardBody({ data, loading }: DashboardBodyProps) {
  const navigate = useNavigate();
  const guide = useGuide();
  const instant = useInstantMeeting();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  usePlainKeyShortcuts({
    n: () => void instant.run(),
    s: () => setDialog('create'),
    j: () => setDialog('join'),
    m: () => void navigate(paths.app.meetings.getHref()),
  });

  return (
    <div className="space-y-6 pb-24">
      <WelcomeCard guide={guide} />
      <QuickActions
        id={TOUR_TARGETS.quickActions}
        onInstant={() => void instant.run()}
        instantPending={instant.pending}
        onSchedule={() => setDialog('create')}
        onJoin={() => setDialog('join')}
      />
      {data.meetings && data.stats && data.activity ? (
        <DashboardMeetings meetings={data.meetings} stats={data.stats} activity={data.activity} />
      ) : (
        loading
      )}
      <CreateMeetingDialog
        open={dialog === 'create'}
        onClose={() => setDialog(null)}
        renderInviteForm={(meeting, done) => <InvitationForm meetingId={meeting.id} onSent={done} />}
      />
      <JoinMeetingDialog open={dialog === 'join'} onClose={() => setDialog(null)} />
      <DashboardTour guide={guide} />
    </div>
  );
}
