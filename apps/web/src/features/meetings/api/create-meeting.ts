import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeetingBody, Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys } from './meeting-keys';

export async function createMeeting(body: CreateMeetingBody): Promise<Meeting> {
  return dataOf(await api.post<Meeting>('/meetings', body));
}

/** Creating changes the lists, the stats and the activity feed. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
