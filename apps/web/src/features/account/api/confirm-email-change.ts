import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountProfileSchema, type AccountProfile } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { useSignedInUserUpdate } from '../hooks/use-signed-in-user-update';
import { accountKeys, parsedDataOf } from './account-keys';

export async function confirmEmailChange(otpCode: string): Promise<AccountProfile> {
  return parsedDataOf(accountProfileSchema, await api.post<AccountProfile>('/guest/me/email/confirm', { otpCode }));
}

/** The new address shows at once on the page and in the header. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  const updateSignedInUser = useSignedInUserUpdate();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      updateSignedInUser(profile);
    },
  });
}
