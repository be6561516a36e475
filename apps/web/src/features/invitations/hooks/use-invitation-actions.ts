import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';

/**
 * Resend and Cancel with their toasts (docs/product.md, 'Messages and toasts'); the list reloads through
 * the mutations.
 */
export function useInvitationActions() {
  const { t } = useTranslation('invitations');
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  return {
    resend: async (id: string) => {
      try {
        await resend.mutateAsync(id);
        toast.success(t('toast.resent'));
      } catch (error) {
        toastFailure(t('toast.resendFailed'), error);
      }
    },
    /** True once cancelled, so the confirm dialog knows to close. */
    cancel: async (id: string) => {
      try {
        await cancel.mutateAsync(id);
        toast.success(t('toast.cancelled'));
        return true;
      } catch (error) {
        toastFailure(t('toast.cancelFailed'), error);
        return false;
      }
    },
    resendingId: resend.isPending ? resend.variables : undefined,
    cancelling: cancel.isPending,
  };
}
