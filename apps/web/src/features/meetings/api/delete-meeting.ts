import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys, parsedDataOf } from './meeting-keys';

// Deleting and restoring meetings, and "Recently deleted" (docs/product.md, 'Deleting meetings').

export async function deleteMeeting(id: string): Promise<Meeting> {
  return dataOf(await api.delete<Meeting>(`/meetings/${encodeURIComponent(id)}`));
}

export async function restoreMeeting(id: string): Promise<Meeting> {
  return dataOf(await api.post<Meeting>(`/meetings/${encodeURIComponent(id)}/restore`));
}

export async function getRecentlyDeleted(signal?: AbortSignal): Promise<Meeting[]> {
  const reply = await api.get<Meeting[]>('/meetings/deleted', { signal });
  return parsedDataOf((contracts) => contracts.meetingSchema.array(), reply);
}

/** Both change what every meeting list shows, so every meetings query is asked again. */
function useMeetingsChange<T>(change: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export const useDeleteMeeting = () => useMeetingsChange(deleteMeeting);
export const useRestoreMeeting = () => useMeetingsChange(restoreMeeting);

/** Under `meetings`, so a deletion or a restore refreshes it with the lists. */
export const useRecentlyDeleted = (enabled: boolean) =>
  useQuery({
    queryKey: [...meetingKeys.all, 'deleted'] as const,
    queryFn: ({ signal }) => getRecentlyDeleted(signal),
    enabled,
  });
