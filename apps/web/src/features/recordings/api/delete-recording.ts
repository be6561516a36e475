import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { recordingKeys, recordingPath } from './recording-keys';

/** Deletes a recording, file and all (a ready or failed one; the server refuses one still in progress). */
export async function deleteRecording(id: string): Promise<void> {
  await api.delete<null>(recordingPath(id));
}

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    // The meeting's list and the storage in use both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
