const WINDOW_MS = 60_000;
/** Beyond this many keys in the map, expired windows are swept before adding one. */
const SWEEP_ABOVE = 10_000;

/**
 * At most `perMinute` events per key (a client address, a meeting) in fixed one-minute windows, on
 * the caller's clock. Counted per server process (memoryRateLimit in rate-limit.ts; several nodes
 * count in Redis instead); memory stays bounded because expired windows are swept once the map grows
 * large.
 */
export class FixedWindowLimit {
  readonly #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts an event; when over the limit, the seconds until the key may try again. */
  take(key: string, nowMs: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    let window = this.#windows.get(key);
    if (!window || nowMs - window.startedAt >= WINDOW_MS) {
      if (!window && this.#windows.size >= SWEEP_ABOVE) this.#sweep(nowMs);
      window = { startedAt: nowMs, count: 0 };
      this.#windows.set(key, window);
    }
    if (window.count >= this.perMinute) {
      return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + WINDOW_MS - nowMs) / 1000) };
    }
    window.count += 1;
    return { allowed: true };
  }

  #sweep(nowMs: number): void {
    for (const [key, window] of this.#windows) {
      if (nowMs - window.startedAt >= WINDOW_MS) this.#windows.delete(key);
    }
  }
}
