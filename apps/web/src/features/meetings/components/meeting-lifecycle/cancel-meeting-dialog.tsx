import type { Meeting, OccurrenceScope } from '@vm/contracts';
import { LIMITS } from '@vm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { OccurrenceScopeChoice } from '../series/occurrence-scope-choice';

interface CancelMeetingDialogProps {
  meeting: Meeting;
  open: boolean;
  onClose: () => void;
  /** Cancels with the chosen scope and message; resolves to whether the server took it. */
  onCancel: (scope: OccurrenceScope, message: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * Asks before cancelling (docs/product.md, 'Cancelling a meeting'): an optional message that goes to
 * the invitees with the cancellation and, on an occurrence of a series, which occurrences it reaches.
 */
export function CancelMeetingDialog({ meeting, open, onClose, onCancel, pending }: CancelMeetingDialogProps) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const messageId = useId();
  const hintId = useId();
  const [scope, setScope] = useState<OccurrenceScope>('occurrence');
  const [message, setMessage] = useState('');
  const confirm = async () => {
    if (await onCancel(scope, message)) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('cancel.title')}
      description={t('cancel.text', { title: meeting.title, date: format.dateTime(meeting.startTime) })}
    >
      <div className="space-y-4">
        {meeting.seriesId ? (
          <OccurrenceScopeChoice legend={t('series.cancelScope')} value={scope} onChange={setScope} />
        ) : null}
        <div className="space-y-1">
          <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
            {t('cancel.messageLabel')}
          </label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={LIMITS.personalMessageMax}
            aria-describedby={hintId}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={hintId} className="text-xs text-slate-500">
            {t('cancel.messageHint')}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button onClick={() => void confirm()} disabled={pending}>
            {pending ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
