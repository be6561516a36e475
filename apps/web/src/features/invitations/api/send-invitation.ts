import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, SendInvitationBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys } from './invitation-keys';

export async function sendInvitation(body: SendInvitationBody): Promise<Invitation> {
  return dataOf(await api.post<Invitation>('/invitations/send', body));
}

/** A new invitation changes that meeting's list and statistics. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: (invitation) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.meeting(invitation.meetingId) }),
  });
}
