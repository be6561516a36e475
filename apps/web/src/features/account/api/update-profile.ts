import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountProfileSchema, type AccountProfile, type UpdateProfileBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { useSignedInUserUpdate } from '../hooks/use-signed-in-user-update';
import { accountKeys, parsedDataOf } from './account-keys';

export async function updateProfile(body: UpdateProfileBody): Promise<AccountProfile> {
  return parsedDataOf(accountProfileSchema, await api.patch<AccountProfile>('/guest/me', body));
}

/** Saves name, phone or language; the header's name and the profile query follow the reply. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateSignedInUser = useSignedInUserUpdate();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      updateSignedInUser(profile);
    },
  });
}
