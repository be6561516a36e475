import type { RoomPeer } from '../room-types';

/**
 * Sockets one turn of the event loop writes a broadcast to. A WebSocket write costs about 10 µs
 * (framing and the write system call) plus about 2 ns a byte, so 1000 at once held the loop for 10 ms
 * with a small message and 60 ms with a 21 kB one (bench/roster-fanout.ts, decision record 045). A
 * turn takes at most FAN_OUT_CHUNK sockets and about FAN_OUT_TURN_BYTES in all (never fewer than
 * FAN_OUT_MIN_CHUNK), about a millisecond; the rest of the room's work runs between the turns.
 */
export const FAN_OUT_CHUNK = 100;
export const FAN_OUT_MIN_CHUNK = 16;
export const FAN_OUT_TURN_BYTES = 200_000;

/** Sockets a turn writes `text` to. */
export function chunkFor(text: string): number {
  return Math.max(FAN_OUT_MIN_CHUNK, Math.min(FAN_OUT_CHUNK, Math.floor(FAN_OUT_TURN_BYTES / text.length)));
}

/**
 * Sends one serialized message to every peer: the first chunk now, the others on the following turns
 * (setImmediate), each peer's place in line reserved at once so nothing sent to it later overtakes
 * the broadcast (peer-outbox.ts).
 */
export function fanOut(text: string, peers: RoomPeer[]): void {
  const chunk = chunkFor(text);
  const now = Math.min(peers.length, chunk);
  for (let index = 0; index < now; index += 1) peers[index]!.sendText(text);
  if (peers.length <= chunk) return;
  const later = peers.slice(chunk).map((peer) => peer.reserve());
  let next = 0;
  const step = () => {
    const end = Math.min(later.length, next + chunk);
    for (; next < end; next += 1) later[next]!(text);
    if (next < later.length) setImmediate(step);
  };
  setImmediate(step);
}
