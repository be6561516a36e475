import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { BulkInviteForm } from './bulk-invite-form';

interface BulkInviteDialogProps {
  open: boolean;
  onClose: () => void;
  meetingId: string;
}

/**
 * Bulk Invitation (docs/product.md, 'Bulk Invitation'). Closing by backdrop, X, Escape or Cancel unmounts the
 * form (see Dialog), so it opens again with one blank row and no message.
 */
export function BulkInviteDialog({ open, onClose, meetingId }: BulkInviteDialogProps) {
  const { t } = useTranslation('invitations');
  return (
    <Dialog open={open} onClose={onClose} title={t('bulk.title')} description={t('bulk.subtitle')}>
      <BulkInviteForm meetingId={meetingId} onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}
