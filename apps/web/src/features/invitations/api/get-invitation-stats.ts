import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationStats } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys, LIVE_REFRESH_MS, meetingInvitationsPath } from './invitation-keys';

export async function getInvitationStats(meetingId: string, signal?: AbortSignal): Promise<InvitationStats> {
  return dataOf(await api.get<InvitationStats>(`${meetingInvitationsPath(meetingId)}/stats`, { signal }));
}

export const getInvitationStatsQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: invitationKeys.stats(meetingId),
    queryFn: ({ signal }) => getInvitationStats(meetingId, signal),
    refetchInterval: LIVE_REFRESH_MS,
  });

export const useInvitationStats = (meetingId: string) => useQuery(getInvitationStatsQueryOptions(meetingId));
