import type { Meeting } from '@vm/contracts';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useMeetingActions } from '#web/features/meetings/hooks/use-meeting-actions.ts';
import { isScheduled } from '#web/features/meetings/utils/meeting-status.ts';
import { CancelMeetingDialog } from './cancel-meeting-dialog';

/**
 * 'Cancel meeting' on the meeting page, for its organizer while it has not begun: the dialog takes a
 * message for the invitees (and, for an occurrence of a series, which occurrences), then cancels.
 */
export function CancelMeetingButton({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const { cancel, pending } = useMeetingActions();
  const [open, setOpen] = useState(false);
  if (!isScheduled(meeting) || user?.id !== meeting.organizerId) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('cancel.buttonLabel', { title: meeting.title })}
      >
        <CalendarX aria-hidden="true" className="size-4" />
        {t('cancel.button')}
      </Button>
      <CancelMeetingDialog
        meeting={meeting}
        open={open}
        onClose={() => setOpen(false)}
        onCancel={(scope, message) => cancel(meeting, scope, message)}
        pending={pending === 'cancel'}
      />
    </>
  );
}
