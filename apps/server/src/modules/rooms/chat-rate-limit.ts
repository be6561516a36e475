/** A participant may send this many chat messages in any window of this length. */
const MAX_MESSAGES = 10;
const WINDOW_MS = 10_000;

/** Keeps one participant from flooding everybody's chat. */
export class ChatRateLimit {
  #sentAt: number[] = [];

  allow(nowMs: number): boolean {
    this.#sentAt = this.#sentAt.filter((at) => nowMs - at < WINDOW_MS);
    if (this.#sentAt.length >= MAX_MESSAGES) return false;
    this.#sentAt.push(nowMs);
    return true;
  }
}
