import { useRoomState } from '../context/room-context';

/** Who the server says is speaking now (from the media server's talking events). */
export function useActiveSpeaker(): string | null {
  return useRoomState((state) => state.activeSpeakerId);
}
