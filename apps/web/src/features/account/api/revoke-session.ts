import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './account-keys';

export async function revokeSession(id: string): Promise<void> {
  await api.delete(`/guest/sessions/${encodeURIComponent(id)}`);
}

/** Signs one device out; the list is read again whatever the answer (it may have gone already). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
