import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invitationKeys } from '../api/invitation-keys';

/** For the meeting page's Refresh: reloads that meeting's invitations and statistics at once. */
export function useRefreshMeetingInvitations() {
  const queryClient = useQueryClient();
  return useCallback(
    (meetingId: string) => queryClient.refetchQueries({ queryKey: invitationKeys.meeting(meetingId) }),
    [queryClient],
  );
}
