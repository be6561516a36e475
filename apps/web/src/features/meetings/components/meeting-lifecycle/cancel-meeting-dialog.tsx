import type { Meeting, OccurrenceScope } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { OccurrenceScopeChoice } from './occurrence-scope-choice';

interface CancelOccurrenceDialogProps {
  meeting: Meeting;
  open: boolean;
  onClose: () => void;
  /** Cancels with the chosen scope; resolves to whether the server took it. */
  onCancel: (scope: OccurrenceScope) => Promise<boolean>;
  pending: boolean;
}

/** Asks which occurrences a cancellation reaches before cancelling: this one, or it and the following ones. */
export function CancelOccurrenceDialog({ meeting, open, onClose, onCancel, pending }: CancelOccurrenceDialogProps) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const [scope, setScope] = useState<OccurrenceScope>('occurrence');
  const confirm = async () => {
    if (await onCancel(scope)) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('series.cancelTitle')}
      description={t('series.cancelText', { title: meeting.title, date: format.dateTime(meeting.startTime) })}
    >
      <div className="space-y-4">
        <OccurrenceScopeChoice legend={t('series.cancelScope')} value={scope} onChange={setScope} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('series.keep')}
          </Button>
          <Button onClick={() => void confirm()} disabled={pending}>
            {pending ? t('series.cancelling') : t('series.confirmCancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
