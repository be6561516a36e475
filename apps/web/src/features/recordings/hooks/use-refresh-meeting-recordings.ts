import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { recordingKeys } from '../api/recording-keys';

/** For the meeting page's Refresh: reloads that meeting's recordings with the rest of the page. */
export function useRefreshMeetingRecordings() {
  const queryClient = useQueryClient();
  return useCallback(
    (meetingId: string) => queryClient.refetchQueries({ queryKey: recordingKeys.meeting(meetingId) }),
    [queryClient],
  );
}
