import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

interface DeleteMeetingDialogProps {
  meeting: Meeting;
  open: boolean;
  onClose: () => void;
  onDelete: () => Promise<boolean>;
  pending: boolean;
}

/** Asks before deleting: what goes now (the lists) and what goes in 30 days (docs/product.md, 'Deleting meetings'). */
export function DeleteMeetingDialog({ meeting, open, onClose, onDelete, pending }: DeleteMeetingDialogProps) {
  const { t } = useTranslation('meetings');
  const confirm = async () => {
    if (await onDelete()) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('delete.title')}
      description={t('delete.text', { title: meeting.title })}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('delete.keep')}
        </Button>
        <Button onClick={() => void confirm()} disabled={pending}>
          {pending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
