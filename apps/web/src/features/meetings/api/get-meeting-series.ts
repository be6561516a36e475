import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

/** GET /meetings/series/{seriesId}: the organizer's occurrences of a series, by start time. */
export async function getMeetingSeries(seriesId: string, signal?: AbortSignal): Promise<Meeting[]> {
  const reply = await api.get<Meeting[]>(`/meetings/series/${encodeURIComponent(seriesId)}`, { signal });
  return parsedDataOf((contracts) => contracts.meetingSchema.array(), reply);
}

export const getMeetingSeriesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: meetingKeys.series(seriesId),
    queryFn: ({ signal }) => getMeetingSeries(seriesId, signal),
  });

export const useMeetingSeries = (seriesId: string) => useQuery(getMeetingSeriesQueryOptions(seriesId));
