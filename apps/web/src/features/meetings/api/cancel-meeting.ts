import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting, OccurrenceScope } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { dataOf, meetingKeys } from './meeting-keys';

export interface CancelMeetingInput {
  id: string;
  /** On an occurrence of a series: it alone, or it and the following ones. */
  scope?: OccurrenceScope;
  /** The organizer's word to the invitees, sent with the cancellation. */
  message?: string;
}

/** Cancels a meeting that has not begun (docs/product.md, 'Cancelling a meeting'). */
export async function cancelMeeting({ id, scope, message }: CancelMeetingInput): Promise<Meeting> {
  const query = scope ? `?scope=${scope}` : '';
  const body = message?.trim() ? { message: message.trim() } : {};
  return dataOf(await api.post<Meeting>(`/meetings/${encodeURIComponent(id)}/cancel${query}`, body));
}

export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
