import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingAttendance } from '@vm/contracts';
import { api, type DownloadedFile } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

/** While the meeting runs, the list follows people coming and going this often. */
export const LIVE_ATTENDANCE_REFRESH_MS = 15_000;

/** GET /meetings/{id}/attendance: who came (docs/product.md, 'Attendance'), for the organizer. */
export async function getMeetingAttendance(id: string, signal?: AbortSignal): Promise<MeetingAttendance> {
  const reply = await api.get<MeetingAttendance>(`/meetings/${encodeURIComponent(id)}/attendance`, { signal });
  return parsedDataOf((contracts) => contracts.meetingAttendanceSchema, reply);
}

/** The same list as the CSV file, fetched with the session (a plain link cannot send it) and saved by the page. */
export function downloadMeetingAttendance(id: string): Promise<DownloadedFile> {
  return api.file(`/meetings/${encodeURIComponent(id)}/attendance`, { query: { format: 'csv' } });
}

export const getMeetingAttendanceQueryOptions = (id: string, live: boolean) =>
  queryOptions({
    queryKey: meetingKeys.attendance(id),
    queryFn: ({ signal }) => getMeetingAttendance(id, signal),
    refetchInterval: live ? LIVE_ATTENDANCE_REFRESH_MS : false,
  });

export const useMeetingAttendance = (id: string, live: boolean) => useQuery(getMeetingAttendanceQueryOptions(id, live));
