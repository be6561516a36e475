import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys } from './meeting-keys';

export async function endMeeting(id: string): Promise<Meeting> {
  return dataOf(await api.post<Meeting>(`/meetings/${encodeURIComponent(id)}/end`));
}

export function useEndMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
