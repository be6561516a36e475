/** Asked at the latest this long before a TURN credential expires. */
const REFRESH_MARGIN_MS = 15 * 60_000;

/**
 * When to ask for a fresh TURN credential: the earliest expiry among `iceServers`' TURN usernames
 * (`<unix seconds>:<participant>`, decision record 063), less a margin of 15 minutes or half the time
 * left, whichever is shorter. Null when none carries an expiry (STUN only, or TURN off).
 */
export function refreshDelayMs(iceServers: RTCIceServer[], nowMs: number): number | null {
  const expiries = iceServers
    .map((server) => /^(\d+):/.exec(server.username ?? '')?.[1])
    .filter((seconds): seconds is string => seconds !== undefined)
    .map((seconds) => Number(seconds) * 1000);
  if (expiries.length === 0) return null;
  const left = Math.min(...expiries) - nowMs;
  return Math.max(0, left - Math.min(REFRESH_MARGIN_MS, left / 2));
}

/**
 * Keeps the connections' TURN credential valid through a long meeting: before it expires, `ask` sends
 * `refreshIceServers`; the server's `iceServers` answer comes back through `schedule` again.
 */
export class IceCredentialRefresh {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ask: () => void) {}

  schedule(iceServers: RTCIceServer[]): void {
    this.stop();
    const delay = refreshDelayMs(iceServers, Date.now());
    // Timers hold 32 bits of milliseconds (about 24.8 days); no credential lives that long.
    if (delay !== null) this.timer = setTimeout(this.ask, Math.min(delay, 2 ** 31 - 1));
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
