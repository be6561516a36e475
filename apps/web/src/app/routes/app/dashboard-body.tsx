import type { ErrorEnvelope } from '@vm/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { QuickActions } from '#web/features/dashboard/components/quick-actions.tsx';
import { DashboardTour } from '#web/features/dashboard/components/tour/dashboard-tour.tsx';
import { WelcomeCard } from '#web/features/dashboard/components/tour/welcome-card.tsx';
import { TOUR_TARGETS } from '#web/features/dashboard/config/tour-steps.ts';
import { useGuide } from '#web/features/dashboard/hooks/use-guide.ts';
import { usePlainKeyShortcuts } from '#web/features/dashboard/hooks/use-plain-key-shortcuts.ts';
import { useInstantMeeting } from '#web/features/meetings/hooks/use-instant-meeting.ts';
import type { OpenDialog } from './dashboard-dialogs';
import { DashboardMeetings } from './dashboard-meetings';

// The dialogs' forms are downloaded when one is first opened, not before the meetings can show.
const DashboardDialogs = lazy(() => import('./dashboard-dialogs'));

interface DashboardBodyProps {
  loading: ReactNode;
  /** Data the widgets could not load (the page shows Connection Error). */
  onFailure: (error: ErrorEnvelope) => void;
}

/** Everything under the dashboard's heading: welcome card, quick actions and their keys, widgets, dialogs, tour. */
export default function DashboardBody({ loading, onFailure }: DashboardBodyProps) {
  const navigate = useNavigate();
  const guide = useGuide();
  const instant = useInstantMeeting();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

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
      <DashboardMeetings loading={loading} onFailure={onFailure} />
      {dialog ? (
        <Suspense fallback={null}>
          <DashboardDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      <DashboardTour guide={guide} />
    </div>
  );
}
