import { useQuery } from '@tanstack/react-query';
import { getMyInvitationsQueryOptions } from '../api/get-my-invitations';

/**
 * The note the signed-in invitee sent with their answer. The public invitation never carries it
 * (docs/product.md, 'Invitation page'): it comes from the invitee's own list, asked for only when shown.
 */
export function useOwnResponseNote(invitationId: string, enabled: boolean): string | undefined {
  const { data } = useQuery({
    ...getMyInvitationsQueryOptions(),
    enabled,
    select: (invitations) => invitations.find((invitation) => invitation.id === invitationId)?.responseNote,
  });
  return data;
}
