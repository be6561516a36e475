import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingStatsSchema, type MeetingStats } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys, parsedDataOf } from './account-keys';

/** Meetings this month and in total: the same counts the dashboard shows, read for the plan card. */
export async function getUsage(signal?: AbortSignal): Promise<MeetingStats> {
  return parsedDataOf(meetingStatsSchema, await api.get<MeetingStats>('/meetings/stats', { signal }));
}

export const useUsage = () =>
  useQuery(queryOptions({ queryKey: accountKeys.usage(), queryFn: ({ signal }) => getUsage(signal) }));
