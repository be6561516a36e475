import type { BulkInvitationBody, BulkInvitationResult } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf } from './invitation-keys';

/**
 * `POST /invitations/bulk`: the server sends the rows one by one (docs/product.md, 'Bulk Invitation').
 * Some sent: 200 with the sent invitations and the failed rows. None sent: 400, or 429 with
 * Retry-After when the send cap stopped every row, each row's reason on `invitees.<n>.<field>`.
 */
export async function sendBulkInvitations(body: BulkInvitationBody): Promise<BulkInvitationResult> {
  return dataOf(await api.post<BulkInvitationResult>('/invitations/bulk', body));
}
