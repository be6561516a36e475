import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationResponseBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys } from './invitation-keys';

export async function respondToInvitation(body: InvitationResponseBody): Promise<Invitation> {
  return dataOf(await api.post<Invitation>('/invitations/respond', body));
}

/** An answer changes the invitation page and the invitee's own list. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInvitation,
    onSuccess: async (invitation) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.detail(invitation.id) }),
        queryClient.invalidateQueries({ queryKey: invitationKeys.mine() }),
      ]);
    },
  });
}
