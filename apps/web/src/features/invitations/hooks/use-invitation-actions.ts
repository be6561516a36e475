import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import { useFailureToast } from './use-message-text';

/**
 * Resend and Cancel with their toasts (docs/product.md, 'Messages and toasts'); the list reloads through
 * the mutations.
 */
export function useInvitationActions() {
  const { t } = useTranslation('invitations');
  const failureToast = useFailureToast();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  return {
    resend: async (id: string) => {
      try {
        await resend.mutateAsync(id);
        toast.success(t('toast.resent'));
      } catch (error) {
        failureToast(t('toast.resendFailed'), error);
      }
    },
    /** True once cancelled, so the confirm dialog knows to close. */
    cancel: async (id: string) => {
      try {
        await cancel.mutateAsync(id);
        toast.success(t('toast.cancelled'));
        return true;
      } catch (error) {
        failureToast(t('toast.cancelFailed'), error);
        return false;
      }
    },
    resendingId: resend.isPending ? resend.variables : undefined,
    cancelling: cancel.isPending,
  };
}
