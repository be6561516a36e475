import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMeeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

/** Public meetings that are live or upcoming; no sign-in needed. */
export async function getPublicMeetings(signal?: AbortSignal): Promise<PublicMeeting[]> {
  const reply = await api.get<PublicMeeting[]>('/meetings/public', { signal });
  return parsedDataOf((contracts) => contracts.publicMeetingSchema.array(), reply);
}

export const getPublicMeetingsQueryOptions = () =>
  queryOptions({ queryKey: meetingKeys.public(), queryFn: ({ signal }) => getPublicMeetings(signal) });

export const usePublicMeetings = () => useQuery(getPublicMeetingsQueryOptions());
