import { useRoomState } from '../context/room-context';

/** The latest connection sample (RTT, loss, bitrate and a rating); null before the first. */
export function useConnectionQuality() {
  return useRoomState((state) => state.quality);
}
