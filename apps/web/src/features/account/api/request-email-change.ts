import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codeSentSchema, type CodeSent } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys, parsedDataOf } from './account-keys';

export async function requestEmailChange(email: string): Promise<CodeSent> {
  return parsedDataOf(codeSentSchema, await api.post<CodeSent>('/guest/me/email', { email }));
}

/** Asking for the code marks the change as waiting on the profile, so the code field shows. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
