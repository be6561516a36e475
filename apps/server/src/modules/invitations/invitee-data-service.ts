import type { Invitation } from '@vm/contracts';
import type { AddressSpan } from '#server/lib/address-spans.ts';
import { toInvitation } from './invitation-mapper';
import type { AnonymousInvitee } from './invitation-types';
import type { InvitationsRepository } from './invitations-repository';

/**
 * The invitations that are a person's as the invitee, for the account module's export and deletion
 * (decision record 019): those sent to one of the account's addresses within its span of that
 * address, so an address that later belongs to someone else keeps that person's invitations theirs.
 */
export function createInviteeDataService(invitations: InvitationsRepository) {
  return {
    async receivedWithin(spans: readonly AddressSpan[]): Promise<Invitation[]> {
      return (await invitations.listReceivedWithin(spans)).map(toInvitation);
    },

    /** They keep status and times for the organizer; their links answer as unknown from now on. */
    async anonymiseReceived(spans: readonly AddressSpan[], replacement: AnonymousInvitee): Promise<number> {
      return invitations.anonymiseReceivedWithin(spans, replacement);
    },
  };
}

export type InviteeDataService = ReturnType<typeof createInviteeDataService>;
