import { useQuery } from '@tanstack/react-query';
import { roomRecordingStatusSchema, type RoomRecordingStatus } from '@vm/contracts';
import { api, toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** How often the pre-join screen asks again: a recording may start while someone checks their camera. */
export const RECORDING_STATUS_POLL_MS = 5_000;

/**
 * Whether the meeting is being recorded now, asked with the visitor's join token (docs/product.md,
 * 'Recordings': people are told before they enter), and whether they will join as a speaker or a large meeting's
 * audience (`joinsAs`, decision record 044; absent from older servers). The token goes in the body, never in the
 * address. Checked against the contract, so a reply of another shape is a failure.
 */
export async function getRoomRecordingStatus(
  meetingCode: string,
  token: string,
  signal?: AbortSignal,
): Promise<RoomRecordingStatus> {
  const reply = await api.post<RoomRecordingStatus>(
    `/rooms/${encodeURIComponent(meetingCode)}/recording-status`,
    { token },
    { signal },
  );
  const parsed = roomRecordingStatusSchema.safeParse(reply.data);
  if (!parsed.success) throw toErrorEnvelope(reply.message || UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

/**
 * The recording status while the pre-join screen is open (`token` null: not asked). A failure only
 * means no notice: it is not retried, and the next poll asks again.
 */
export function useRoomRecordingStatus(meetingCode: string, token: string | null) {
  return useQuery({
    queryKey: ['room-recording-status', meetingCode],
    queryFn: ({ signal }) => getRoomRecordingStatus(meetingCode, token ?? '', signal),
    enabled: token !== null,
    refetchInterval: RECORDING_STATUS_POLL_MS,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
