import type { MeetingRow } from '../meetings/meeting-types';
import type { InvitationLookup } from '../meetings/use-cases/meetings-context';
import { targetOf, type InvitationsRepository } from './invitations-repository';

/**
 * The meetings module's one question about invitations, asked when it signs a join link: which
 * invitation (not cancelled or expired) lets this address into the meeting. app.ts builds it before
 * the meetings module, so the question is given at construction and nothing is handed over later.
 */
export function createInvitationLookup(invitations: InvitationsRepository): InvitationLookup {
  return async (meeting: MeetingRow, email: string) => {
    const row = await invitations.findUsableForEmail(targetOf(meeting), email);
    return row && { invitationId: row.id, inviteeName: row.invitee_name };
  };
}
