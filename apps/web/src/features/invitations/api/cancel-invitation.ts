import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys, invitationPath } from './invitation-keys';

export async function cancelInvitation(id: string): Promise<Invitation> {
  return dataOf(await api.delete<Invitation>(invitationPath(id)));
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (invitation) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.meeting(invitation.meetingId) }),
  });
}
