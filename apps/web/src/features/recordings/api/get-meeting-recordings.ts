import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recording } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import {
  IN_PROGRESS_REFRESH_MS,
  meetingRecordingsPath,
  parsedDataOf,
  recordingKeys,
  retryTransient,
} from './recording-keys';

/** A meeting's recordings, newest first (the organizer's only: anyone else gets 404). */
export async function getMeetingRecordings(meetingId: string, signal?: AbortSignal): Promise<Recording[]> {
  const reply = await api.get<Recording[]>(meetingRecordingsPath(meetingId), { signal });
  return parsedDataOf((contracts) => contracts.recordingSchema.array(), reply);
}

export const isInProgress = (recording: Recording) =>
  recording.status === 'recording' || recording.status === 'processing';

export const getMeetingRecordingsQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: recordingKeys.meeting(meetingId),
    queryFn: ({ signal }) => getMeetingRecordings(meetingId, signal),
    retry: retryTransient,
    // Polled only while something is still being recorded or made into a video: it turns Ready (or
    // Failed) here by itself, and a settled list costs nothing.
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? IN_PROGRESS_REFRESH_MS : false),
  });

export const useMeetingRecordings = (meetingId: string) => useQuery(getMeetingRecordingsQueryOptions(meetingId));
