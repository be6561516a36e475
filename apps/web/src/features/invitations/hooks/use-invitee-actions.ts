import type { PublicInvitation } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';
import { getInvitationJoinUrl } from '../api/get-invitation-join-url';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { openPendingTab } from '../../../lib/open-pending-tab';
import { useFailureToast, useMessageText } from './use-message-text';

/** What the success page is told: which invitation, and the answer. */
export interface ResponseOutcome {
  invitationId: string;
  accepted: boolean;
}

/**
 * Answer and Join for the signed-in reader. A refusal while signed in with another address than
 * the invited one (the server's 403) is kept as `wrongAddress`, so the page can offer to switch.
 */
export function useInviteeActions(invitation: PublicInvitation) {
  const { t } = useTranslation('invitations');
  const { user } = useAuth();
  const navigate = useNavigate();
  const respond = useRespondToInvitation();
  const failureToast = useFailureToast();
  const messageText = useMessageText();
  const [wrongAddress, setWrongAddress] = useState<string | null>(null);

  const fail = (title: string, error: unknown) => {
    const otherAddress = user && user.email.toLowerCase() !== invitation.inviteeEmail.toLowerCase();
    if (otherAddress) setWrongAddress(messageText(error) ?? title);
    else failureToast(title, error);
  };

  return {
    wrongAddress,
    clearWrongAddress: () => setWrongAddress(null),
    async answer(answer: 'accept' | 'decline', note: string | undefined) {
      try {
        await respond.mutateAsync({ invitationId: invitation.id, response: answer, ...(note ? { note } : {}) });
        toast.success(answer === 'accept' ? t('toast.accepted') : t('toast.declined'));
        const outcome: ResponseOutcome = { invitationId: invitation.id, accepted: answer === 'accept' };
        await navigate(paths.invitationSuccess.getHref(), { state: outcome });
      } catch (error) {
        fail(t('toast.respondFailed'), error);
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
        fail(t('toast.joinFailed'), error);
      }
    },
  };
}
