const WINDOW_MS = 60_000;
/** Beyond this many addresses in the map, expired windows are swept before adding one. */
const SWEEP_ABOVE = 10_000;

/**
 * How many signaling WebSockets one client address may open per minute. A room socket costs a token
 * check, a database read and, once joined, media-server handles, so a flood from one address must not
 * reach that far. Generous on purpose: an office behind one NAT address sends everyone through it, and
 * every reconnect opens a socket. Counted per server process (fixed one-minute windows).
 */
export class ConnectionRateLimit {
  readonly #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts a connection; when over the limit, the seconds until the address may try again. */
  take(address: string, nowMs: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    let window = this.#windows.get(address);
    if (!window || nowMs - window.startedAt >= WINDOW_MS) {
      if (!window && this.#windows.size >= SWEEP_ABOVE) this.#sweep(nowMs);
      window = { startedAt: nowMs, count: 0 };
      this.#windows.set(address, window);
    }
    if (window.count >= this.perMinute) {
      return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + WINDOW_MS - nowMs) / 1000) };
    }
    window.count += 1;
    return { allowed: true };
  }

  #sweep(nowMs: number): void {
    for (const [address, window] of this.#windows) {
      if (nowMs - window.startedAt >= WINDOW_MS) this.#windows.delete(address);
    }
  }
}
