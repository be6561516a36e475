import { useMutation } from '@tanstack/react-query';
import type { JoinMeetingBody } from '@vm/contracts';
import { api, toErrorEnvelope } from '#web/lib/api-client.ts';
import { tokenFromRoomUrl } from '../core/entry/join-token';

/** Joining without an account: the reply's room link carries a guest token (lobby or not). */
export async function joinAsGuest(meetingCode: string, body: JoinMeetingBody): Promise<string> {
  const reply = await api.post<string>(`/meetings/${encodeURIComponent(meetingCode)}/join`, body);
  const token = reply.data ? tokenFromRoomUrl(reply.data) : null;
  if (!token) throw toErrorEnvelope(reply.message);
  return token;
}

export const useJoinAsGuest = (meetingCode: string) =>
  useMutation({ mutationFn: (body: JoinMeetingBody) => joinAsGuest(meetingCode, body) });
