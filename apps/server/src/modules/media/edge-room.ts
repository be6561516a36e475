import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { JanusSubscriberStream } from 'janode/plugins/videoroom';
import { JanusRoom } from './janus-room';
import type { MediaServer } from './media-server';
import { RemotePublisher } from './remote-publishers';

/** An origin stream, as a subscription on the edge reaches it through a copy. */
export interface OriginStream {
  /** The publisher's feed in the origin room. */
  feed: number;
  /** The publisher's own mid for that stream (what its sources are labelled by). */
  mid: string;
}

/**
 * A meeting's room on another media server than its origin (docs/decisions/047): audience
 * members placed here subscribe to copies of the origin's publishers, each made and followed by a
 * RemotePublisher (docs/decisions/043). Nobody publishes here. `sync` copies every origin publisher
 * not copied yet; a copy ends by itself when its publisher leaves. 'changed' says the copies changed
 * (subscriptions here must follow); 'lost' that this server's room is gone (its audience moves).
 */
export class EdgeRoom extends EventEmitter<{ changed: []; lost: [] }> {
  /** Copies by the origin publisher's feed. */
  readonly #copies = new Map<number, RemotePublisher>();
  /** Origin feeds whose copy is being made. */
  readonly #copying = new Set<number>();
  /** Participants placed here. */
  readonly members = new Set<string>();
  #room: JanusRoom | undefined;
  #opening: Promise<void>;
  #closed = false;

  constructor(
    readonly server: MediaServer,
    /** The meeting's origin room now (it is recreated when its server goes away). */
    private readonly origin: () => JanusRoom | undefined,
    maxPublishers: number,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.#opening = this.#open(maxPublishers);
  }

  get room(): JanusRoom | undefined {
    return this.#room;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Copies every origin publisher that has no copy here yet (called whenever the origin's publishers change). */
  sync(): void {
    const origin = this.origin();
    const room = this.#room;
    if (!origin || origin.closed || !room || room.closed) return;
    for (const feed of origin.announced.keys()) {
      const copy = this.#copies.get(feed);
      if (this.#copying.has(feed) || (copy && !copy.ended && copy.origin === origin)) continue;
      void this.#copy(origin, room, feed);
    }
  }

  /**
   * What a subscription here should carry: each copy's subscribable streams, with the origin stream
   * each one is (the copy's mids are the origin's m-line indexes, see remote-publishers.ts).
   */
  streams(): Array<{ edgeFeed: number; edgeMid: string; origin: OriginStream }> {
    const room = this.#room;
    if (!room) return [];
    return [...this.#copies.values()].flatMap((copy) =>
      (room.feeds.get(copy.edgeFeed) ?? []).flatMap((stream) => {
        const origin = originStream(copy, stream.mid);
        return origin ? [{ edgeFeed: copy.edgeFeed, edgeMid: stream.mid, origin }] : [];
      }),
    );
  }

  /** The origin stream a subscribed stream here carries, for labelling it by person and source. */
  originOf(stream: JanusSubscriberStream): OriginStream | undefined {
    const copy = [...this.#copies.values()].find((candidate) => candidate.edgeFeed === stream.feed_id);
    return copy && stream.feed_mid !== undefined ? originStream(copy, stream.feed_mid) : undefined;
  }

  /** Stops every copy and destroys the room. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#opening;
    const copies = [...this.#copies.values()];
    this.#copies.clear();
    await Promise.all(copies.map((copy) => copy.stop().catch(() => {})));
    await this.#room?.close();
  }

  async #open(maxPublishers: number): Promise<void> {
    try {
      const room = await JanusRoom.open(this.server, maxPublishers);
      if (this.#closed) return void (await room.close());
      this.#room = room;
      // The copies' announcements (and their streams' changes) arrive on this room's monitor.
      room.on('publishers', () => this.emit('changed'));
      room.once('lost', () => this.#lose());
      this.sync();
    } catch (error) {
      this.log.warn({ err: error, mediaServer: this.server.label }, 'could not open the audience room');
      this.#lose();
    }
  }

  async #copy(origin: JanusRoom, room: JanusRoom, feed: number): Promise<void> {
    this.#copying.add(feed);
    try {
      const edgeAddress = await this.server.forwardIp();
      const copy = await RemotePublisher.forward(origin, room, feed, { edgeAddress });
      if (this.#closed || room.closed) return void (await copy.stop().catch(() => {}));
      this.#copies.set(feed, copy);
      // The edge may have announced the copy before publish_remotely answered: follow it now.
      this.emit('changed');
      copy.on('problem', (error) => this.log.warn({ err: error }, 'updating a speaker copy failed'));
      copy.once('ended', () => {
        if (this.#copies.get(feed) === copy) this.#copies.delete(feed);
        this.emit('changed');
      });
    } catch (error) {
      // The publisher may have left meanwhile; a later change of the origin's publishers tries again.
      if (origin.announced.has(feed))
        this.log.warn({ err: error, feed }, 'could not copy a speaker to the audience room');
    } finally {
      this.#copying.delete(feed);
    }
  }

  #lose(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#copies.clear();
    this.emit('lost');
  }
}

/** The origin stream behind a copy's m-line: the copy's mids are the origin's m-line indexes (remote-publishers.ts). */
function originStream(copy: RemotePublisher, edgeMid: string): OriginStream | undefined {
  const source = copy.origin.announced.get(copy.feed)?.find((stream) => String(stream.mindex) === edgeMid);
  return source && { feed: copy.feed, mid: source.mid };
}
