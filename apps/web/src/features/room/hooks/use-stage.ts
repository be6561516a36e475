import { useRoomState } from '../context/room-context';
import { audienceSize, isAudience } from '../core/state/room-state';

/**
 * A large meeting's stage as this person sees it (decision record 044): whether the room has one, whether I am
 * in its audience, how many are, and whether the audience may chat now. In a normal meeting
 * `largeMeeting` is false and the rest says nothing.
 */
export function useStage() {
  const largeMeeting = useRoomState((state) => state.room?.largeMeeting ?? false);
  const audience = useRoomState(isAudience);
  const size = useRoomState(audienceSize);
  const audienceChat = useRoomState((state) => state.room?.audienceChat ?? true);
  // Everyone in the room: the visible roster (me included) and the audience it leaves out.
  const everyone = useRoomState((state) => state.participants.length + state.audienceCount);
  return { largeMeeting, audience, audienceSize: size, audienceChat, everyone };
}
