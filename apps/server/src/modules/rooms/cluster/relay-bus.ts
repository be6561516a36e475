import type { Redis } from 'ioredis';
import { readRelayMessage, type RelayMessage } from './relay-messages';

const channelOf = (nodeId: string) => `vm:relay:${nodeId}`;

/**
 * Messages between nodes: each node listens on its own Redis channel, and anyone may publish to it.
 * Pub/sub keeps the order of one publisher's messages on a channel, which keeps a socket's frames in
 * order; a message to a node that is gone is lost, which the leases notice (cluster/room-cluster.ts).
 */
export class RelayBus {
  readonly #listener: Redis;
  #handler: ((message: RelayMessage) => void) | undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly nodeId: string,
  ) {
    // A connection in subscriber mode can do nothing else, so it is a second one.
    this.#listener = redis.duplicate();
  }

  static async open(redis: Redis, nodeId: string): Promise<RelayBus> {
    const bus = new RelayBus(redis, nodeId);
    bus.#listener.on('message', (_channel: string, text: string) => {
      const message = readRelayMessage(text);
      if (message) bus.#handler?.(message);
    });
    await bus.#listener.subscribe(channelOf(nodeId));
    return bus;
  }

  onMessage(handler: (message: RelayMessage) => void): void {
    this.#handler = handler;
  }

  /** Counted for the metrics: messages this node relayed out. */
  sent = 0;

  send(nodeId: string, message: RelayMessage): void {
    this.sent += 1;
    void this.redis.publish(channelOf(nodeId), JSON.stringify(message)).catch(() => undefined);
  }

  /**
   * A frame for a browser held by `nodeId` (the `send` message). A broadcast hands every relayed peer
   * the same text: it is escaped into the envelope once, not once per peer (decision record 045).
   */
  sendFrame(nodeId: string, session: string, text: string): void {
    if (text !== this.#lastText) {
      this.#lastText = text;
      this.#lastQuoted = JSON.stringify(text);
    }
    this.sent += 1;
    const envelope = `{"kind":"send","session":${JSON.stringify(session)},"text":${this.#lastQuoted}}`;
    void this.redis.publish(channelOf(nodeId), envelope).catch(() => undefined);
  }

  #lastText: string | undefined;
  #lastQuoted = '';

  async close(): Promise<void> {
    await this.#listener.quit().catch(() => this.#listener.disconnect());
  }
}
