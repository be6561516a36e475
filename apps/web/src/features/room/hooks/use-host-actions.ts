import { useMemo } from 'react';
import { useRoomSession } from '../context/room-context';

/** What only the host can do; the server checks the role again for every one of them. */
export function useHostActions() {
  const session = useRoomSession();
  return useMemo(
    () => ({
      mute: (participantId: string) => session.actions.muteParticipant(participantId),
      muteAll: () => session.actions.muteAll(),
      lowerAllHands: () => session.actions.lowerAllHands(),
      remove: (participantId: string) => session.actions.removeParticipant(participantId),
      inviteToStage: (participantId: string) => session.actions.inviteToStage(participantId),
      moveToAudience: (participantId: string) => session.actions.moveToAudience(participantId),
      setAudienceChat: (enabled: boolean) => session.actions.setAudienceChat(enabled),
      endMeeting: () => session.actions.endMeeting(),
    }),
    [session],
  );
}
