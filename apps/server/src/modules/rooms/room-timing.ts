/**
 * Presence timing. A browser that vanishes without closing its socket misses a pong within
 * PING_INTERVAL_MS and is cut at the next ping; it then stays listed for AWAY_GRACE_MS so a quick
 * reconnect looks seamless. Worst case before others see it leave: 2 x 4 s + 4 s = 12 s (< 15 s).
 */
export interface RoomTiming {
  pingIntervalMs: number;
  awayGraceMs: number;
  /** A resume key still brings a departed participant back (same id) for this long. */
  resumeWindowMs: number;
  /** How long a join waits for a media server that is starting or restarting. */
  mediaWaitMs: number;
  /** A socket that has not sent `join` by then is closed. */
  joinDeadlineMs: number;
  /**
   * A large meeting's roster changes are gathered this long and sent to everyone as one
   * `rosterChanged` (room-roster-batch.ts, decision record 045): at most 4 fan-outs a second.
   */
  rosterBatchMs: number;
}

export const DEFAULT_ROOM_TIMING: RoomTiming = {
  pingIntervalMs: 4_000,
  awayGraceMs: 4_000,
  resumeWindowMs: 2 * 60_000,
  mediaWaitMs: 10_000,
  joinDeadlineMs: 10_000,
  rosterBatchMs: 250,
};

/** When to warn and when to close, from now, for a room that closes at `closesAt`. */
export function timeLimitPlan(closesAt: string | null, nowMs: number, warningMs: number) {
  if (!closesAt) return undefined;
  const closeMs = Date.parse(closesAt);
  return { warnInMs: Math.max(0, closeMs - warningMs - nowMs), closeInMs: Math.max(0, closeMs - nowMs) };
}
