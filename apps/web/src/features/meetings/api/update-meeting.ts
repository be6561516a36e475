import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting, UpdateMeetingBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys } from './meeting-keys';

export async function updateMeeting(id: string, body: UpdateMeetingBody): Promise<Meeting> {
  return dataOf(await api.patch<Meeting>(`/meetings/${encodeURIComponent(id)}`, body));
}

/** Editing a meeting can move it between groups and days, so every meetings query is refreshed. */
export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMeetingBody }) => updateMeeting(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
