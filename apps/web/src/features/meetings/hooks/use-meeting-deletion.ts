import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useDeleteMeeting, useRestoreMeeting } from '../api/delete-meeting';

/** Delete and restore with their toasts; each resolves to whether the server took it. */
export function useMeetingDeletion() {
  const { t } = useTranslation('meetings');
  const deletion = useDeleteMeeting();
  const restoration = useRestoreMeeting();

  /** Runs one of the two calls, then says how it went. */
  async function withToasts(
    call: (id: string) => Promise<Meeting>,
    meeting: Meeting,
    texts: { done: 'toast.deleted' | 'toast.restored'; failed: 'toast.deleteFailed' | 'toast.restoreFailed' },
  ): Promise<boolean> {
    try {
      await call(meeting.id);
      toast.success(t(texts.done));
      return true;
    } catch (error) {
      toastFailure(t(texts.failed), error);
      return false;
    }
  }

  return {
    remove: (meeting: Meeting) =>
      withToasts(deletion.mutateAsync, meeting, { done: 'toast.deleted', failed: 'toast.deleteFailed' }),
    restore: (meeting: Meeting) =>
      withToasts(restoration.mutateAsync, meeting, { done: 'toast.restored', failed: 'toast.restoreFailed' }),
    deleting: deletion.isPending,
    restoring: restoration.isPending,
  };
}
