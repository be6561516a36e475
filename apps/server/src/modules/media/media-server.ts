import dns from 'node:dns/promises';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { Backoff } from './backoff';

export type MediaServerState = 'connecting' | 'up' | 'down';

/**
 * Our connection to one Janus server: a janode connection and session, reconnected with back-off
 * whenever it drops. 'down' tells every room on it that its Janus rooms and handles are gone;
 * 'up' says new ones can be made. `load` counts participants placed here (least loaded first);
 * `audience` those of them who are a large meeting's audience, which a server takes up to the pool's
 * capacity (media-pool.ts).
 */
export class MediaServer extends EventEmitter<{ up: []; down: [] }> {
  state: MediaServerState = 'connecting';
  load = 0;
  audience = 0;
  /** Whether any attempt has failed since the last successful connection (health says 'unavailable'). */
  failedSinceUp = false;
  #connection: JanodeConnection | undefined;
  #session: JanodeSession | undefined;
  #backoff = new Backoff(250, 5_000);
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #connecting = false;

  constructor(
    /** Where Janus is now: fixed for an external server, changing with each managed restart. */
    private readonly resolveUrl: () => string | undefined,
    readonly label: string,
    private readonly log: FastifyBaseLogger,
    /**
     * This server's address on the media servers' private network: where another server sends it
     * copies of speakers (remote publishers, docs/decisions/043), and the only address those ports bind to.
     */
    readonly forwardAddress = '127.0.0.1',
  ) {
    super();
  }

  start(): void {
    this.#closed = false;
    void this.#connect();
  }

  /** Try now instead of waiting out the back-off (the managed Janus just became ready). */
  wake(): void {
    if (this.state === 'up' || this.#connecting) return;
    clearTimeout(this.#timer);
    void this.#connect();
  }

  /**
   * forwardAddress as an IP address (Janus binds the copies' ports to it and sends to it): a host
   * name, such as a MEDIA_SERVER_URL's default, is looked up each time, since an address may move.
   */
  async forwardIp(): Promise<string> {
    if (net.isIP(this.forwardAddress) !== 0) return this.forwardAddress;
    return (await dns.lookup(this.forwardAddress)).address;
  }

  async attachVideoRoom(): Promise<VideoRoomHandle> {
    if (!this.#session || this.state !== 'up') throw new Error(`media server ${this.label} is not connected`);
    return this.#session.attach<VideoRoomHandle>(VideoRoomPlugin);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const connection = this.#connection;
    this.#connection = undefined;
    this.#session = undefined;
    await connection?.close().catch(() => {});
  }

  async #connect(): Promise<void> {
    const url = this.resolveUrl();
    if (this.#closed || this.#connecting) return;
    if (!url) return this.#retryLater();
    this.#connecting = true;
    try {
      const connection = await Janode.connect({ address: [{ url }], max_retries: 0, retry_time_secs: 1 });
      connection.once(Janode.EVENT.CONNECTION_ERROR, (error: unknown) =>
        this.#lost(connection, 'connection error', error),
      );
      connection.once(Janode.EVENT.CONNECTION_CLOSED, () => this.#lost(connection, 'connection closed'));
      const session = await connection.create(15);
      session.once(Janode.EVENT.SESSION_DESTROYED, () => this.#lost(connection, 'session destroyed'));
      if (this.#closed) return void connection.close().catch(() => {});
      this.#connection = connection;
      this.#session = session;
      this.#backoff.reset();
      this.failedSinceUp = false;
      this.state = 'up';
      this.log.info({ mediaServer: this.label }, 'connected to the media server');
      this.emit('up');
    } catch (error) {
      this.failedSinceUp = true;
      this.log.debug({ err: error, mediaServer: this.label }, 'media server connection failed');
      this.#retryLater();
    } finally {
      this.#connecting = false;
    }
  }

  /** `why`: which of janode's events told us, for the log (a dead Janus, a dropped socket, a session timeout). */
  #lost(connection: JanodeConnection, why: string, error?: unknown): void {
    if (connection !== this.#connection) return;
    this.#connection = undefined;
    this.#session = undefined;
    this.state = 'down';
    this.failedSinceUp = true;
    void connection.close().catch(() => {});
    if (this.#closed) return;
    this.log.warn({ mediaServer: this.label, why, err: error }, 'lost the media server; its rooms will be recreated');
    this.emit('down');
    this.#retryLater();
  }

  #retryLater(): void {
    if (this.#closed) return;
    if (this.state !== 'up') this.state = this.state === 'connecting' && !this.failedSinceUp ? 'connecting' : 'down';
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#connect(), this.#backoff.next());
    this.#timer.unref();
  }
}
