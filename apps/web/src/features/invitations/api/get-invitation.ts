import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '@vm/contracts';
import { QUERY_RETRY_COUNT } from '#web/config/constants.ts';
import { api, isServerError } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys, invitationPath } from './invitation-keys';

/** The public view of an invitation: anyone holding the link may read it. */
export async function getInvitation(id: string, signal?: AbortSignal): Promise<PublicInvitation> {
  return dataOf(await api.get<PublicInvitation>(invitationPath(id), { signal }));
}

export const getInvitationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(id),
    queryFn: ({ signal }) => getInvitation(id, signal),
    // The server's 'not found' will not change on a retry; only a failed transport is worth another try.
    retry: (failures, error) => failures < QUERY_RETRY_COUNT && !isServerError(error),
  });

export const useInvitation = (id: string) => useQuery(getInvitationQueryOptions(id));
