import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrorEnvelope, Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { QUERY_RETRY_COUNT } from '#web/config/constants.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

export async function getMeeting(ref: string, signal?: AbortSignal): Promise<Meeting> {
  const reply = await api.get<Meeting>(`/meetings/${encodeURIComponent(ref)}`, { signal });
  return parsedDataOf((contracts) => contracts.meetingSchema, reply);
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
