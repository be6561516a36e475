import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import Janode from 'janode';
import VideoRoomPlugin, {
  type JanusPublisher,
  type JanusPublisherStream,
  type VideoRoomHandle,
} from 'janode/plugins/videoroom';
import type { MediaServer } from './media-server';
import {
  enableRecordingRequest,
  randomJanusId,
  recordFolderRequest,
  videoRoomCreateRequest,
} from './videoroom-settings';

/**
 * One VideoRoom on one Janus server, watched through a monitor handle that joins the room without
 * publishing: Janus tells it which publishers exist with which streams (what can be subscribed) and
 * who is talking. 'lost' means the server went away with the room; the owner recreates it elsewhere.
 */
export class JanusRoom extends EventEmitter<{
  publishers: [];
  talking: [feed: number, talking: boolean];
  lost: [];
}> {
  /** Subscribable streams per publishing feed, as Janus announced them. */
  readonly feeds = new Map<number, JanusPublisherStream[]>();
  /**
   * Every stream of each publishing feed as Janus announced it, data and disabled ones included: what
   * a copy of the publisher on another server must mirror (remote-publishers.ts).
   */
  readonly announced = new Map<number, JanusPublisherStream[]>();
  #closed = false;
  readonly #onDown = () => this.#lose();

  private constructor(
    readonly server: MediaServer,
    readonly id: number,
    readonly secret: string,
    private readonly monitor: VideoRoomHandle,
  ) {
    super();
  }

  /** `recordFolder`: the room records from the start, into that folder (see videoRoomCreateRequest). */
  static async open(server: MediaServer, maxPublishers: number, recordFolder?: string): Promise<JanusRoom> {
    const id = randomJanusId();
    const secret = crypto.randomBytes(16).toString('hex');
    const monitor = await server.attachVideoRoom();
    try {
      await monitor.message(videoRoomCreateRequest(id, secret, maxPublishers, recordFolder));
      const room = new JanusRoom(server, id, secret, monitor);
      room.#watch();
      const joined = await monitor.joinPublisher({ room: id, display: 'monitor' });
      room.#setPublishers(joined.publishers ?? []);
      return room;
    } catch (error) {
      await monitor.detach().catch(() => {});
      throw error;
    }
  }

  get closed(): boolean {
    return this.#closed;
  }

  attach(): Promise<VideoRoomHandle> {
    return this.server.attachVideoRoom();
  }

  /** Blocks (or lets through again) one stream of a publisher in Janus: the host's mute. */
  async moderate(feed: number, mid: string, mute: boolean): Promise<void> {
    await this.monitor.message({ request: 'moderate', room: this.id, secret: this.secret, id: feed, mid, mute });
  }

  /**
   * Records every publisher into `folder` (the folder must exist and Janus must be able to write to
   * it), or stops recording when undefined. Janus answers a stop after it closed every file.
   */
  async record(folder: string | undefined): Promise<void> {
    if (folder !== undefined) await this.monitor.message(recordFolderRequest(this.id, this.secret, folder));
    await this.monitor.message(enableRecordingRequest(this.id, this.secret, folder !== undefined));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.server.off('down', this.#onDown);
    await this.monitor.message({ request: 'destroy', room: this.id, secret: this.secret }).catch(() => {});
    await this.monitor.detach().catch(() => {});
  }

  #watch(): void {
    const { EVENT } = VideoRoomPlugin;
    this.server.once('down', this.#onDown);
    this.monitor.on(EVENT.VIDEOROOM_PUB_LIST, ({ publishers }: { publishers: JanusPublisher[] }) =>
      this.#setPublishers(publishers),
    );
    const gone = ({ feed }: { feed: number }) => {
      const announced = this.announced.delete(feed);
      if (this.feeds.delete(feed) || announced) this.emit('publishers');
    };
    this.monitor.on(EVENT.VIDEOROOM_UNPUBLISHED, gone);
    this.monitor.on(EVENT.VIDEOROOM_LEAVING, gone);
    this.monitor.on(EVENT.VIDEOROOM_KICKED, gone);
    this.monitor.on(EVENT.VIDEOROOM_TALKING, ({ feed, talking }: { feed: number; talking: boolean }) =>
      this.emit('talking', feed, talking),
    );
    this.monitor.on(EVENT.VIDEOROOM_DESTROYED, () => this.#lose());
    this.monitor.once(Janode.EVENT.HANDLE_DETACHED, () => this.#lose());
  }

  /** Janus announces new and changed publishers with their full stream lists. */
  #setPublishers(publishers: JanusPublisher[]): void {
    for (const publisher of publishers) {
      const streams = (publisher.streams ?? []).filter((stream) => stream.type !== 'data' && !stream.disabled);
      this.feeds.set(publisher.feed, streams);
      this.announced.set(publisher.feed, publisher.streams ?? []);
    }
    if (publishers.length > 0) this.emit('publishers');
  }

  #lose(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.server.off('down', this.#onDown);
    this.feeds.clear();
    this.announced.clear();
    this.emit('lost');
  }
}
