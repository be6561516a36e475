/** How long the processing may stay slower than the camera before the room says so. */
export const SLOW_AFTER_MS = 3_000;

/**
 * Tells whether the machine keeps up with the camera: each frame's processing time is averaged
 * (exponentially, so one late frame or a garbage collection does not count) and compared with the
 * frame interval. Slow once the average has stayed above the interval for `SLOW_AFTER_MS`; no longer
 * slow as soon as it is back under.
 */
export class FrameBudget {
  private average: number | null = null;
  private overSince: number | null = null;

  constructor(private readonly frameIntervalMs: number) {}

  /** Adds one frame's processing time; returns whether processing is now too slow. */
  add(durationMs: number, now: number): boolean {
    this.average = this.average === null ? durationMs : this.average * 0.9 + durationMs * 0.1;
    if (this.average <= this.frameIntervalMs) {
      this.overSince = null;
      return false;
    }
    this.overSince ??= now;
    return now - this.overSince >= SLOW_AFTER_MS;
  }

  /** The averaged processing time per frame, in ms. */
  get averageMs(): number {
    return this.average ?? 0;
  }
}
