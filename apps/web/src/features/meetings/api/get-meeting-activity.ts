import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingActivity } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

/** Recent Activity shows the newest eight events (docs/product.md, 'Upcoming card and recent activity'). */
export const ACTIVITY_LIMIT = 8;

export async function getMeetingActivity(limit: number, signal?: AbortSignal): Promise<MeetingActivity[]> {
  const reply = await api.get<MeetingActivity[]>('/meetings/activity', { query: { limit }, signal });
  return parsedDataOf((contracts) => contracts.meetingActivitySchema.array(), reply);
}

export const getMeetingActivityQueryOptions = (limit = ACTIVITY_LIMIT) =>
  queryOptions({ queryKey: meetingKeys.activity(limit), queryFn: ({ signal }) => getMeetingActivity(limit, signal) });

export const useMeetingActivity = (limit = ACTIVITY_LIMIT) => useQuery(getMeetingActivityQueryOptions(limit));
