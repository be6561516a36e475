import { useQuery } from '@tanstack/react-query';
import { roomLinkSchema, type RoomLink } from '@vm/contracts';
import { api, toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** How often a series link that is not open yet asks again, so the page moves on by itself when it opens. */
export const ROOM_LINK_RECHECK_MS = 60_000;

/**
 * What `/room/{code}` opens now (decision record 057): the code's own meeting, or for a series code
 * its current occurrence, when the next one starts, or that the series is over. No sign-in needed.
 * Checked against the contract, so a reply of another shape is a failure.
 */
export async function getRoomLink(code: string, signal?: AbortSignal): Promise<RoomLink> {
  const reply = await api.get<RoomLink>(`/meetings/${encodeURIComponent(code)}/room`, { signal });
  const parsed = roomLinkSchema.safeParse(reply.data);
  if (!parsed.success) throw toErrorEnvelope(reply.message || UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

export function useRoomLink(code: string) {
  return useQuery({
    queryKey: ['room-link', code],
    queryFn: ({ signal }) => getRoomLink(code, signal),
    retry: false,
    refetchOnWindowFocus: false,
    // Asked again only while waiting for a series' next meeting to open.
    refetchInterval: (query) => (query.state.data?.state === 'not-open-yet' ? ROOM_LINK_RECHECK_MS : false),
  });
}
