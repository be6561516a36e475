import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys } from './meeting-keys';

export async function startMeeting(id: string): Promise<Meeting> {
  return dataOf(await api.post<Meeting>(`/meetings/${encodeURIComponent(id)}/start`));
}

export function useStartMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
