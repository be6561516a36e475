import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingStats } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

export async function getMeetingStats(signal?: AbortSignal): Promise<MeetingStats> {
  const reply = await api.get<MeetingStats>('/meetings/stats', { signal });
  return parsedDataOf((contracts) => contracts.meetingStatsSchema, reply);
}

export const getMeetingStatsQueryOptions = () =>
  queryOptions({ queryKey: meetingKeys.stats(), queryFn: ({ signal }) => getMeetingStats(signal) });

export const useMeetingStats = () => useQuery(getMeetingStatsQueryOptions());
