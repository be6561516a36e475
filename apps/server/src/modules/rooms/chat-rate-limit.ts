/**
 * At most `max` actions in any window of `windowMs`: one participant's chat (10 in 10 s, so nobody
 * floods everybody's chat) or their audience list requests (room-audience.ts).
 */
export class SlidingWindowLimit {
  #sentAt: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  allow(nowMs: number): boolean {
    this.#sentAt = this.#sentAt.filter((at) => nowMs - at < this.windowMs);
    if (this.#sentAt.length >= this.max) return false;
    this.#sentAt.push(nowMs);
    return true;
  }
}

/** Keeps one participant from flooding everybody's chat: 10 messages in any 10 s. */
export class ChatRateLimit extends SlidingWindowLimit {
  constructor() {
    super(10, 10_000);
  }
}
