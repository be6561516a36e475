import { useMutation } from '@tanstack/react-query';
import type { JoinMeetingBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf } from './meeting-keys';

export interface JoinMeetingInput extends JoinMeetingBody {
  meetingId: string;
}

/** Join as a guest (no sign-in needed): the server answers with the room link, lobby or not. */
export async function joinMeeting({ meetingId, ...body }: JoinMeetingInput) {
  const reply = await api.post<string>(`/meetings/${encodeURIComponent(meetingId.trim())}/join`, body);
  return { url: dataOf(reply), message: reply.message };
}

export const useJoinMeeting = () => useMutation({ mutationFn: joinMeeting });
