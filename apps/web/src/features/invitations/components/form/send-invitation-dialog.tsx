import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { InvitationForm } from './invitation-form';

interface SendInvitationDialogProps {
  open: boolean;
  onClose: () => void;
  meeting: { id: string; title: string };
}

/** Send Invitation (docs/product.md, 'Dialogs'): the invitation form for one meeting; closes once sent. */
export function SendInvitationDialog({ open, onClose, meeting }: SendInvitationDialogProps) {
  const { t } = useTranslation('invitations');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('sendDialog.title')}
      description={t('sendDialog.description', { title: meeting.title })}
    >
      <InvitationForm meetingId={meeting.id} onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}
