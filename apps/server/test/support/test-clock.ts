import type { Clock } from '#server/lib/clock.ts';

/** A clock tests move by hand (code expiry, sessions, resend windows). Starts at the real time. */
export class TestClock implements Clock {
  #ms = Date.now();

  now(): Date {
    return new Date(this.#ms);
  }

  advance(ms: number): void {
    this.#ms += ms;
  }
}
