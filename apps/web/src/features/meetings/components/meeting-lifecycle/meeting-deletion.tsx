import type { Meeting } from '@vm/contracts';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useMeetingDeletion } from '../../hooks/use-meeting-deletion';
import { isEnded } from '../../utils/meeting-status';
import { DeleteMeetingDialog } from './delete-meeting-dialog';

const KEPT_DAYS_MS = 30 * 86_400_000;

/** 'Delete' on the meeting page for its organizer once it ended or was cancelled. */
export function DeleteMeetingButton({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const { remove, deleting } = useMeetingDeletion();
  const [open, setOpen] = useState(false);
  if (!isEnded(meeting) || meeting.deletedAt || user?.id !== meeting.organizerId) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('delete.buttonLabel', { title: meeting.title })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('delete.button')}
      </Button>
      <DeleteMeetingDialog
        meeting={meeting}
        open={open}
        onClose={() => setOpen(false)}
        onDelete={() => remove(meeting)}
        pending={deleting}
      />
    </>
  );
}

/** On a deleted meeting's page: when it was deleted, until when it can come back, and Restore. */
export function DeletedNotice({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const { restore, restoring } = useMeetingDeletion();
  if (!meeting.deletedAt) return null;
  const until = new Date(Date.parse(meeting.deletedAt) + KEPT_DAYS_MS).toISOString();
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>{t('delete.deletedNote', { date: format.longDate(meeting.deletedAt), until: format.longDate(until) })}</p>
      <Button variant="secondary" onClick={() => void restore(meeting)} disabled={restoring}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('delete.restore')}
      </Button>
    </div>
  );
}
