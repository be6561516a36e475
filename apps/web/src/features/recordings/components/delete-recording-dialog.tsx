import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

interface DeleteRecordingDialogProps {
  /** When the recording to delete started, as the list shows it; null while closed. */
  startedAtText: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete this recording?' before a deletion that cannot be undone; focus starts on the safe choice. */
export function DeleteRecordingDialog({ startedAtText, pending, onConfirm, onClose }: DeleteRecordingDialogProps) {
  const { t } = useTranslation('recordings');
  const keep = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={startedAtText !== null}
      onClose={onClose}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.text', { time: startedAtText ?? '' })}
      initialFocus={() => keep.current?.querySelector('button')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <div ref={keep}>
          <Button variant="secondary" onClick={onClose}>
            {t('deleteDialog.keep')}
          </Button>
        </div>
        <Button className="bg-red-600 hover:bg-red-500" disabled={pending} onClick={onConfirm}>
          {pending ? t('deleteDialog.confirming') : t('deleteDialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
