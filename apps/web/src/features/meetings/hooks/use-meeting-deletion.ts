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
  return {
    async remove(meeting: Meeting): Promise<boolean> {
      try {
        await deletion.mutateAsync(meeting.id);
        toast.success(t('toast.deleted'));
        return true;
      } catch (error) {
        toastFailure(t('toast.deleteFailed'), error);
        return false;
      }
    },
    async restore(meeting: Meeting): Promise<boolean> {
      try {
        await restoration.mutateAsync(meeting.id);
        toast.success(t('toast.restored'));
        return true;
      } catch (error) {
        toastFailure(t('toast.restoreFailed'), error);
        return false;
      }
    },
    deleting: deletion.isPending,
    restoring: restoration.isPending,
  };
}
