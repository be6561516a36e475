import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { invitationKeys } from '../api/invitation-keys';
import { sendInvitation } from '../api/send-invitation';
import type { Invitee } from '../utils/invitee-rows';
import { useMessageText } from './use-message-text';

export interface BulkFailure {
  email: string;
  reason: string;
}

/**
 * Bulk send (spec section 4): one POST /invitations/send per invitee, in order, counting successes
 * and failures. Any success: a toast, the meeting's list and statistics refreshed, true (the modal
 * closes). None: 'All invitations failed to send', false (the modal stays open with the reasons).
 */
export function useBulkSend() {
  const { t } = useTranslation('invitations');
  const queryClient = useQueryClient();
  const messageText = useMessageText();
  const [sending, setSending] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);

  async function send(meetingId: string, invitees: Invitee[], message: string): Promise<boolean> {
    setSending(true);
    setFailures([]);
    const failed: BulkFailure[] = [];
    let sent = 0;
    for (const invitee of invitees) {
      try {
        await sendInvitation({
          meetingId,
          inviteeEmail: invitee.email,
          inviteeName: invitee.name,
          ...(invitee.phone ? { inviteePhone: invitee.phone } : {}),
          ...(message ? { personalMessage: message } : {}),
        });
        sent += 1;
      } catch (error) {
        failed.push({ email: invitee.email, reason: messageText(error) ?? t('toast.sendFailed') });
      }
    }
    setSending(false);
    const reasons = failed.map((failure) => t('bulk.failedItem', { ...failure })).join('\n');
    if (sent === 0) {
      setFailures(failed);
      toast.error(t('toast.allFailed'), { description: reasons });
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    toast.success(t('toast.bulkSent', { count: sent }));
    if (failed.length > 0) toast.error(t('toast.bulkFailed', { count: failed.length }), { description: reasons });
    return true;
  }

  return { send, sending, failures };
}
