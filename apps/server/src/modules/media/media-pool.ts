import type { MediaServer } from './media-server';
import type { RecordingsPlace } from './room-recording';

export type MediaStatus = 'starting' | 'ready' | 'unavailable';

/** MEDIA_SERVER_MAX_SUBSCRIBERS's default: the audience members one media server carries. */
export const DEFAULT_MAX_SUBSCRIBERS = 500;

/**
 * The media servers this node may use. A room is placed on one of them, the least loaded that is
 * connected; health reports 'ready' while at least one is. A large meeting's audience fills its
 * room's server up to `maxSubscribers` audience members and then goes on to others (docs/decisions/047);
 * speakers and the people of other meetings are not counted against it.
 */
export class MediaPool {
  constructor(
    readonly servers: MediaServer[],
    /** Why there is no media server at all (Janus not installed), when that is the case. */
    private readonly missingReason?: string,
    /** Where these servers' recordings land (the same for all of them), or why rooms cannot record. */
    readonly recordings: RecordingsPlace = { unavailable: 'recording is not set up on this node' },
    /** Audience members one server takes before a large meeting's audience goes elsewhere. */
    readonly maxSubscribers = DEFAULT_MAX_SUBSCRIBERS,
  ) {}

  pick(): MediaServer | undefined {
    const up = this.servers.filter((server) => server.state === 'up');
    return up.sort((a, b) => a.load - b.load)[0];
  }

  /** Whether a server can take one more audience member. */
  hasRoom(server: MediaServer): boolean {
    return server.state === 'up' && server.audience < this.maxSubscribers;
  }

  /**
   * Where an audience member goes when their meeting's origin server is full: a connected server with
   * room, those already holding an audience room of the meeting (`preferred`) first, each time the one
   * with the fewest audience members.
   */
  pickEdge(origin: MediaServer, preferred: Iterable<MediaServer>): MediaServer | undefined {
    const withRoom = (server: MediaServer) => server !== origin && this.hasRoom(server);
    const fewest = (servers: MediaServer[]) => servers.filter(withRoom).sort((a, b) => a.audience - b.audience)[0];
    return fewest([...preferred]) ?? fewest(this.servers);
  }

  /** A connected server, waiting up to timeoutMs for one (Janus may still be starting or restarting). */
  async waitForServer(timeoutMs: number): Promise<MediaServer | undefined> {
    const now = this.pick();
    if (now || this.servers.length === 0) return now;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.servers.forEach((server) => server.off('up', done));
        resolve(this.pick());
      };
      const timer = setTimeout(done, timeoutMs);
      this.servers.forEach((server) => server.on('up', done));
    });
  }

  status(): { status: MediaStatus; detail?: string } {
    if (this.servers.length === 0) return { status: 'unavailable', detail: this.missingReason };
    const up = this.servers.filter((server) => server.state === 'up').length;
    if (up > 0) return { status: 'ready', detail: `${up} of ${this.servers.length} media servers connected` };
    const failing = this.servers.every((server) => server.failedSinceUp);
    return failing
      ? { status: 'unavailable', detail: 'no media server is reachable; retrying' }
      : { status: 'starting', detail: 'connecting to the media server' };
  }
}
