import { InvitationForm } from '#web/features/invitations/components/form/invitation-form.tsx';
import { CreateMeetingDialog } from '#web/features/meetings/components/create-meeting/create-meeting-dialog.tsx';
import { JoinMeetingDialog } from '#web/features/meetings/components/join-meeting/join-meeting-dialog.tsx';

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
