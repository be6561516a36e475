import type { Meeting } from '@vm/contracts';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useMeetingActions } from '#web/features/meetings/hooks/use-meeting-actions.ts';
import { isScheduled } from '#web/features/meetings/utils/meeting-status.ts';
import { CancelOccurrenceDialog } from './cancel-occurrence-dialog';

/**
 * 'Cancel' on a scheduled occurrence of a series, for its organizer: a dialog asks whether the
 * following occurrences go too, then ends (cancels) it with that scope.
 */
export function CancelOccurrence({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const { cancel, pending } = useMeetingActions();
  const [open, setOpen] = useState(false);
  if (meeting.seriesId === null || !isScheduled(meeting) || user?.id !== meeting.organizerId) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('series.cancelLabel', { title: meeting.title })}
      >
        <CalendarX aria-hidden="true" className="size-4" />
        {t('series.cancel')}
      </Button>
      <CancelOccurrenceDialog
        meeting={meeting}
        open={open}
        onClose={() => setOpen(false)}
        onCancel={(scope) => cancel(meeting, scope)}
        pending={pending === 'cancel'}
      />
    </>
  );
}
