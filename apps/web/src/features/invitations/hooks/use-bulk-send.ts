import { useQueryClient } from '@tanstack/react-query';
import type { ErrorEnvelope } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isServerError } from '#web/lib/api-client.ts';
import { apiErrorText, fieldErrorText } from '#web/lib/api-error-text.ts';
import { invitationKeys } from '../api/invitation-keys';
import { sendBulkInvitations } from '../api/send-bulk-invitations';
import { parseRowField, type Invitee, type InviteeField } from '../utils/invitee-rows';

/** Why one invitee of the request was refused; `index` is its place in the request. */
export interface RowProblem {
  index: number;
  field: InviteeField;
  message: string;
}

export type BulkOutcome =
  | { kind: 'sent' }
  /** None sent; the server said which rows and why. */
  | { kind: 'rowsRefused'; rows: RowProblem[] }
  /** None sent, for a reason that is not about a row (no answer, meeting not found). */
  | { kind: 'failed'; message: string };

/**
 * Bulk send (docs/product.md, 'Bulk Invitation') in one request; the server sends the rows in order and counts. Any
 * success: a toast (and one for the failures with their reasons), the meeting's list and
 * statistics refreshed. None: 'All invitations failed to send', and each refused row's reason
 * for the form to show on that row.
 */
export function useBulkSend() {
  const { t } = useTranslation('invitations');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const rowProblems = (error: ErrorEnvelope): RowProblem[] =>
    error.errors.flatMap((entry) => {
      const place = parseRowField(entry.field);
      return place ? [{ ...place, message: fieldErrorText(entry) }] : [];
    });

  async function send(meetingId: string, invitees: Invitee[], message: string): Promise<BulkOutcome> {
    setSending(true);
    try {
      const result = await sendBulkInvitations({
        meetingId,
        invitees: invitees.map(({ email, name, phone }) => (phone ? { email, name, phone } : { email, name })),
        ...(message ? { personalMessage: message } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      toast.success(t('toast.bulkSent', { count: result.sent.length }));
      if (result.failed.length > 0) {
        const reasons = result.failed.map((failure) =>
          t('bulk.failedItem', { email: failure.email, reason: fieldErrorText(failure) }),
        );
        toast.error(t('toast.bulkFailed', { count: result.failed.length }), { description: reasons.join('\n') });
      }
      return { kind: 'sent' };
    } catch (error) {
      const rows = isServerError(error) ? rowProblems(error) : [];
      const reason = apiErrorText(error) ?? t('toast.sendFailed');
      // The rows show their own reasons; the toast sums them up once each (a send cap refuses them all alike).
      const reasons = rows.length > 0 ? [...new Set(rows.map((row) => row.message))].join('\n') : reason;
      toast.error(t('toast.allFailed'), { description: reasons });
      return rows.length > 0 ? { kind: 'rowsRefused', rows } : { kind: 'failed', message: reason };
    } finally {
      setSending(false);
    }
  }

  return { send, sending };
}
