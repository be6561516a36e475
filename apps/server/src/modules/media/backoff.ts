/**
 * Exponential back-off for restarts and reconnects: quick at first (a crash is usually one-off),
 * then slower so a broken install does not spin. A run that stayed up long enough resets it.
 */
export class Backoff {
  #failures = 0;

  constructor(
    private readonly baseMs = 500,
    private readonly maxMs = 30_000,
  ) {}

  /** The wait before the next attempt, counting this failure. */
  next(): number {
    const delay = Math.min(this.maxMs, this.baseMs * 2 ** this.#failures);
    this.#failures += 1;
    return delay;
  }

  reset(): void {
    this.#failures = 0;
  }

  get failures(): number {
    return this.#failures;
  }
}
