import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountProfileSchema, type AccountProfile } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys, parsedDataOf } from './account-keys';

export async function getProfile(signal?: AbortSignal): Promise<AccountProfile> {
  return parsedDataOf(accountProfileSchema, await api.get<AccountProfile>('/guest/me/profile', { signal }));
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(getProfileQueryOptions());
