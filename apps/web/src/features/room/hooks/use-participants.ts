import { useRoomState } from '../context/room-context';
import { selfOf } from '../core/state/room-state';

/** Everyone in the room in join order, and me. */
export function useParticipants() {
  const participants = useRoomState((state) => state.participants);
  const self = useRoomState(selfOf);
  return { participants, self, isHost: self?.role === 'host' };
}
