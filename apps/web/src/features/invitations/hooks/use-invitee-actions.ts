import type { PublicInvitation } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { getInvitationJoinUrl } from '../api/get-invitation-join-url';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { openPendingTab } from '#web/lib/open-pending-tab.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

/** What the success page is told: which invitation, and the answer. */
export interface ResponseOutcome {
  invitationId: string;
  accepted: boolean;
}

/**
 * Answer and Join for the signed-in invitee; a refusal is toasted with the server's reason. (A
 * reader signed in with another address is never offered either: see invitationStage.)
 */
export function useInviteeActions(invitation: PublicInvitation) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const respond = useRespondToInvitation();

  return {
    async answer(answer: 'accept' | 'decline', note: string | undefined) {
      try {
        await respond.mutateAsync({ invitationId: invitation.id, response: answer, ...(note ? { note } : {}) });
        toast.success(answer === 'accept' ? t('toast.accepted') : t('toast.declined'));
        const outcome: ResponseOutcome = { invitationId: invitation.id, accepted: answer === 'accept' };
        await navigate(paths.invitationSuccess.getHref(), { state: outcome });
      } catch (error) {
        toastFailure(t('toast.respondFailed'), error);
      }
    },
    async join() {
      const tab = openPendingTab();
      try {
        const url = await getInvitationJoinUrl(invitation.id);
        if (tab.go(url)) toast.success(t('toast.joining'));
        else toast.error(t('toast.popupBlocked'));
      } catch (error) {
        tab.close();
        toastFailure(t('toast.joinFailed'), error);
      }
    },
  };
}
