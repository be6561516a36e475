import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { MainLayout } from '../../../components/layouts/main-layout';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { useMeeting } from '../../../features/meetings/api/get-meeting';
import { BackToDashboard } from '../../../features/meetings/components/back-to-dashboard';
import { MeetingDetailsCard } from '../../../features/meetings/components/meeting-detail/meeting-details-card';
import { MeetingNotFound } from '../../../features/meetings/components/meeting-detail/meeting-not-found';
import { isEnded } from '../../../features/meetings/utils/meeting-status';
import { InvitationManagement } from '../../../features/invitations/components/manage/invitation-management';
import { InvitationStatsCard } from '../../../features/invitations/components/stats/invitation-stats-card';
import { useRefreshMeetingInvitations } from '../../../features/invitations/hooks/use-refresh-meeting-invitations';
import { toastFailure } from '../../../features/meetings/utils/toast-failure';
import { useNow } from '../../../lib/time/use-now';

/**
 * /meetings/:meetingId: the meetings feature's details card (actions, Edit) with the invitations
 * feature's statistics and management below it; features do not import each other, so this route
 * joins them. Refresh reloads the meeting and its invitations.
 */
export default function MeetingRoute() {
  const { t } = useTranslation('meetings');
  const { meetingId = '' } = useParams();
  const query = useMeeting(meetingId);
  const now = useNow();
  const refreshInvitations = useRefreshMeetingInvitations();

  const refresh = async () => {
    const [result] = await Promise.all([query.refetch(), query.data ? refreshInvitations(query.data.id) : null]);
    if (result.isError) toastFailure(t('toast.detailsFailed'), result.error);
    else toast.success(t('toast.refreshed'));
  };

  if (query.isPending) return <PageSpinner label={t('detail.loading')} />;
  if (query.isError) {
    return (
      <MainLayout>
        <MeetingNotFound />
      </MainLayout>
    );
  }
  const meeting = query.data;
  return (
    <MainLayout
      actions={
        <Button variant="ghost" onClick={() => void refresh()} disabled={query.isRefetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${query.isRefetching ? 'animate-spin' : ''}`} />
          {t('actions.refresh')}
        </Button>
      }
    >
      <BackToDashboard />
      <PageHeading title={meeting.title} description={t('detail.title')} />
      <div className="space-y-6">
        <MeetingDetailsCard meeting={meeting} now={now} />
        <InvitationStatsCard meetingId={meeting.id} />
        <InvitationManagement meeting={meeting} canInvite={!isEnded(meeting)} />
      </div>
    </MainLayout>
  );
}
