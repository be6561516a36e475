import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingSchema, type ErrorEnvelope, type Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { QUERY_RETRY_COUNT } from '#web/config/constants.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

export async function getMeeting(ref: string, signal?: AbortSignal): Promise<Meeting> {
  return parsedDataOf(meetingSchema, await api.get<Meeting>(`/meetings/${encodeURIComponent(ref)}`, { signal }));
}

// A 404 ('not found or not yours') will not change on a retry; only transport failures are retried,
// so 'Meeting Not Found' shows at once instead of after the retries' back-off.
const isTransient = (error: ErrorEnvelope) => error.code === 'NETWORK_ERROR' || error.code === 'CLIENT_TIMEOUT';

export const getMeetingQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: meetingKeys.detail(ref),
    queryFn: ({ signal }) => getMeeting(ref, signal),
    retry: (failures, error) => failures < QUERY_RETRY_COUNT && isTransient(error),
  });

export const useMeeting = (ref: string) => useQuery(getMeetingQueryOptions(ref));
