import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingStatsSchema, type MeetingStats } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

export async function getMeetingStats(signal?: AbortSignal): Promise<MeetingStats> {
  return parsedDataOf(meetingStatsSchema, await api.get<MeetingStats>('/meetings/stats', { signal }));
}

export const getMeetingStatsQueryOptions = () =>
  queryOptions({ queryKey: meetingKeys.stats(), queryFn: ({ signal }) => getMeetingStats(signal) });

export const useMeetingStats = () => useQuery(getMeetingStatsQueryOptions());
