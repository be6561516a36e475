import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys } from './invitation-keys';

/** Invitations sent to the signed-in user's own address (the server ignores any other address). */
export async function getMyInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return dataOf(await api.get<Invitation[]>('/invitations/my', { signal }));
}

export const getMyInvitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.mine(), queryFn: ({ signal }) => getMyInvitations(signal) });

export const useMyInvitations = () => useQuery(getMyInvitationsQueryOptions());
