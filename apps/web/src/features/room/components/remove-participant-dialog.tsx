import type { Participant } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

interface RemoveParticipantDialogProps {
  /** Whom the host is about to remove; null while nobody is. */
  removing: Participant | null;
  onRemove: (id: string) => void;
  onClose: () => void;
}

/** The host's 'Remove … from the meeting?' question, asked before anyone is removed from any list. */
export function RemoveParticipantDialog({ removing, onRemove, onClose }: RemoveParticipantDialogProps) {
  const { t } = useTranslation('room');
  return (
    <ConfirmDialog
      open={removing !== null}
      title={t('people.removeTitle', { name: removing?.name ?? '' })}
      text={t('people.removeText')}
      confirmLabel={t('people.remove', { name: removing?.name ?? '' })}
      cancelLabel={t('end.cancel')}
      onConfirm={() => removing && onRemove(removing.id)}
      onClose={onClose}
    />
  );
}
