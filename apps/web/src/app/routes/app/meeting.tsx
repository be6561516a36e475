import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { BookedByCard } from '#web/features/booking/components/booked-by-card.tsx';
import { useMeeting } from '#web/features/meetings/api/get-meeting.ts';
import { BackToDashboard } from '#web/features/meetings/components/back-to-dashboard.tsx';
import { AttendanceCard } from '#web/features/meetings/components/attendance/attendance-card.tsx';
import { MeetingDetailsCard } from '#web/features/meetings/components/meeting-detail/meeting-details-card.tsx';
import { MeetingNotFound } from '#web/features/meetings/components/meeting-detail/meeting-not-found.tsx';
import { isEnded } from '#web/features/meetings/utils/meeting-status.ts';
import { InvitationManagement } from '#web/features/invitations/components/manage/invitation-management.tsx';
import { InvitationStatsCard } from '#web/features/invitations/components/stats/invitation-stats-card.tsx';
import { useRefreshMeetingInvitations } from '#web/features/invitations/hooks/use-refresh-meeting-invitations.ts';
import { RecordingsCard } from '#web/features/recordings/components/recordings-card.tsx';
import { useRefreshMeetingRecordings } from '#web/features/recordings/hooks/use-refresh-meeting-recordings.ts';
import { useNow } from '#web/lib/time/use-now.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

/**
 * /meetings/:meetingId: the meetings feature's details card (actions, Edit) with the invitations
 * feature's statistics, the booking feature's booker (a meeting booked on a booking page), the attendance and the invitations' management below it, then the recordings
 * feature's list; features do not
 * import each other, so this route joins them. Refresh reloads the meeting, its invitations and its
 * recordings.
 */
export default function MeetingRoute() {
  const { t } = useTranslation('meetings');
  const { meetingId = '' } = useParams();
  const query = useMeeting(meetingId);
  const now = useNow();
  const refreshInvitations = useRefreshMeetingInvitations();
  const refreshRecordings = useRefreshMeetingRecordings();

  const refresh = async () => {
    const id = query.data?.id;
    const [result] = await Promise.all([
      query.refetch(),
      id ? refreshInvitations(id) : null,
      id ? refreshRecordings(id) : null,
    ]);
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
        {meeting.booking ? <BookedByCard booking={meeting.booking} /> : null}
        <InvitationStatsCard meetingId={meeting.id} />
        {/* Who came, once the meeting has begun (a cancelled one never did). */}
        {meeting.startedAt ? <AttendanceCard meeting={meeting} /> : null}
        <InvitationManagement meeting={meeting} canInvite={!isEnded(meeting)} />
        <RecordingsCard meetingId={meeting.id} />
      </div>
    </MainLayout>
  );
}
