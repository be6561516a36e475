/** How long to wait for the reply to an offer that a reset made stale; the server answers fast. */
export const STALE_REPLY_WAIT_MS = 5_000;

/**
 * Holds a new offer back until the reply to the previous connection's last offer has come (an
 * answer or an error, which the server always sends one of) or a short time has passed.
 */
export class StaleReply {
  private pending: (() => void) | null = null;

  wait(): Promise<void> {
    this.settle();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(), STALE_REPLY_WAIT_MS);
      this.pending = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** A reply arrived: true when it was the awaited stale one (and so must be dropped). */
  settle(): boolean {
    const pending = this.pending;
    this.pending = null;
    pending?.();
    return pending !== null;
  }
}
