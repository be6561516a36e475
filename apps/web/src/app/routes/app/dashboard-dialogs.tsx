import { InvitationForm } from '../../../features/invitations/components/form/invitation-form';
import { CreateMeetingDialog } from '../../../features/meetings/components/create-meeting/create-meeting-dialog';
import { JoinMeetingDialog } from '../../../features/meetings/components/join-meeting/join-meeting-dialog';

export type OpenDialog = 'create' | 'join';

/** The dashboard's Schedule Meeting (with its invite step) and Join Meeting dialogs, one open at a time. */
export default function DashboardDialogs({ dialog, onClose }: { dialog: OpenDialog; onClose: () => void }) {
  return (
    <>
      <CreateMeetingDialog
        open={dialog === 'create'}
        onClose={onClose}
        renderInviteForm={(meeting, done) => <InvitationForm meetingId={meeting.id} onSent={done} />}
      />
      <JoinMeetingDialog open={dialog === 'join'} onClose={onClose} />
    </>
  );
}
