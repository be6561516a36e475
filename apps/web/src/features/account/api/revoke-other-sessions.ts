import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokedSessionsSchema } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys, parsedDataOf } from './account-keys';

/** How many devices were signed out. */
export async function revokeOtherSessions(): Promise<number> {
  return parsedDataOf(revokedSessionsSchema, await api.post('/guest/sessions/revoke-others')).revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
