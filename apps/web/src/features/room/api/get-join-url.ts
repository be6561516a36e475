import { api, toErrorEnvelope } from '#web/lib/api-client.ts';
import { tokenFromRoomUrl } from '../core/entry/join-token';

/**
 * A signed-in organizer's or invitee's own join token: the server answers with the room link
 * (`.../room/CODE#token=...`) and we keep only the token. Asked for at the moment of joining and
 * never cached, since the token is short-lived.
 */
export async function getJoinToken(meetingCode: string, signal?: AbortSignal): Promise<string> {
  const reply = await api.get<string>(`/meetings/${encodeURIComponent(meetingCode)}/join-url`, { signal });
  const token = reply.data ? tokenFromRoomUrl(reply.data) : null;
  if (!token) throw toErrorEnvelope(reply.message);
  return token;
}
