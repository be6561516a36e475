import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationKeys, LIVE_REFRESH_MS, meetingInvitationsPath } from './invitation-keys';

export async function getMeetingInvitations(meetingId: string, signal?: AbortSignal): Promise<Invitation[]> {
  return dataOf(await api.get<Invitation[]>(meetingInvitationsPath(meetingId), { signal }));
}

// Polled, so an invitee's answer shows on the organizer's page without a reload.
export const getMeetingInvitationsQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: invitationKeys.list(meetingId),
    queryFn: ({ signal }) => getMeetingInvitations(meetingId, signal),
    refetchInterval: LIVE_REFRESH_MS,
  });

export const useMeetingInvitations = (meetingId: string) => useQuery(getMeetingInvitationsQueryOptions(meetingId));
