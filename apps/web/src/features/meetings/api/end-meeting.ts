import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting, OccurrenceScope } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys } from './meeting-keys';

/**
 * Ends a meeting; on a scheduled one this cancels it. On an occurrence of a series `scope` says
 * whether the later occurrences are cancelled too ('following'); without it the server takes the
 * occurrence alone.
 */
export async function endMeeting(id: string, scope?: OccurrenceScope): Promise<Meeting> {
  const query = scope ? `?scope=${scope}` : '';
  return dataOf(await api.post<Meeting>(`/meetings/${encodeURIComponent(id)}/end${query}`));
}

export function useEndMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope?: OccurrenceScope }) => endMeeting(id, scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
