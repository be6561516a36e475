import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys, invitationPath } from './invitation-keys';

export async function resendInvitation(id: string): Promise<Invitation> {
  return dataOf(await api.post<Invitation>(`${invitationPath(id)}/resend`));
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (invitation) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.meeting(invitation.meetingId) }),
  });
}
