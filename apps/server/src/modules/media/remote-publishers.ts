// Longer than 250 lines because one RemotePublisher follows one copied publisher through the whole of
// Janus's remote-publisher exchange (add, forward, update on a new stream, stop, and the errors each may
// answer), documented request by request below; splitting it would split one small state machine.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { JanusPublisherStream, VideoRoomHandle } from 'janode/plugins/videoroom';
import type { JanusRoom } from './janus-room';
import { randomJanusId } from './videoroom-settings';

/**
 * One publisher of a room on one Janus (the origin) copied into a room on another Janus (the edge)
 * with VideoRoom remote publishers (docs/decisions/043), so that people on the edge subscribe to it as
 * to anyone publishing there. Janus 1.1.2's requests:
 *
 * - `add_remote_publisher` on the edge (room, secret, id, display, iface, streams[]) makes a publisher
 *   without a WebRTC peer that listens on one UDP port for RTP and one for RTCP, and announces it to
 *   the edge room at once. It answers with the ports (and the address when `iface` was given).
 * - `publish_remotely` on the origin (room, secret, publisher_id, remote_id, host, port, rtcp_port)
 *   adds an RTP forwarder per stream and simulcast layer, all to that one port; the edge tells them
 *   apart by SSRC (1000 + 10 x m-line index + layer). With `rtcp_port` the origin latches onto the
 *   edge's RTCP port, and the edge's keyframe requests (a new subscriber there) reach the speaker.
 * - `update_remote_publisher` on the edge when the origin publisher's streams change (a screen share
 *   starts or stops); the origin adds forwarders for new streams of a remotized publisher by itself.
 * - `unpublish_remotely` on the origin and `remove_remote_publisher` on the edge undo it.
 *
 * NOT ENCRYPTED: Janus 1.1.2 forwards plain RTP (its SRTP options for this arrived in later versions)
 * and the edge's port takes RTP from any sender. So the edge address must be the media servers'
 * private network: the edge binds its ports to that address alone (`iface`), and the forwarding never
 * crosses a network that others can read or write to.
 *
 * The edge numbers its copy's m-lines by their place in `streams`, and maps an arriving packet to the
 * m-line by its SSRC, which carries the origin's m-line index: so the copy lists every origin m-line
 * in order (data and disabled ones too), and its mids are '0', '1', ... whatever the origin's were.
 */
export type RemoteEndReason = 'stopped' | 'publisher-left' | 'origin-lost' | 'edge-lost';

export interface ForwardOptions {
  /**
   * The edge machine's address on the media servers' private network: the edge binds its RTP and
   * RTCP ports to it (`iface`), and the origin sends there. In the media tests' namespace 127.0.0.1.
   */
  edgeAddress: string;
  /** The copy's display name in the edge room. */
  display?: string;
}

/** Janus VideoRoom error codes this module acts on (janus_videoroom.c, 1.1.2). */
export const VIDEOROOM_ERROR = {
  NO_SUCH_ROOM: 426,
  /** No such publisher, remote publisher or remotization. */
  NO_SUCH_FEED: 428,
  UNAUTHORIZED: 433,
  /** The id is taken (add_remote_publisher), or the remotization exists (publish_remotely). */
  ID_EXISTS: 436,
  UNKNOWN_ERROR: 499,
} as const;

/** A request about remote publishers that Janus refused or that could not reach it. */
export class RemotePublisherError extends Error {
  constructor(
    readonly request: string,
    /** Janus's error code (VideoRoom's 4xx, or the core's 45x), when it answered with one. */
    readonly code: number | undefined,
    reason: string,
  ) {
    super(`${request} failed${code === undefined ? '' : ` (Janus error ${code})`}: ${reason}`);
    this.name = 'RemotePublisherError';
  }
}

/** A stream of add_remote_publisher / update_remote_publisher. */
interface RemoteStream {
  type: 'audio' | 'video' | 'data';
  mindex: number;
  mid: string;
  codec?: string;
  description?: string;
  disabled?: boolean;
  simulcast?: boolean;
  stereo?: boolean;
  fec?: boolean;
  dtx?: boolean;
}

/** Our rooms' codecs (videoroom-settings.ts): a disabled stream, announced without one, still needs one. */
const DEFAULT_CODEC = { audio: 'opus', video: 'vp8' } as const;
/** A fresh edge id collides with a feed of that room: tried again with another, this many times. */
const ID_ATTEMPTS = 3;

/**
 * What the edge's copy must list for the origin publisher's announced streams (JanusRoom.announced).
 * Throws when the m-line indexes have a gap, since the edge would then route packets to the wrong
 * m-line (Janus announces every m-line of a publisher, so this means a misread announcement).
 */
export function remoteStreams(announced: readonly JanusPublisherStream[]): RemoteStream[] {
  const sorted = [...announced].sort((a, b) => a.mindex - b.mindex);
  return sorted.map((stream, index) => {
    if (stream.mindex !== index)
      throw new RemotePublisherError(
        'add_remote_publisher',
        undefined,
        `m-line ${index} is missing from the publisher`,
      );
    const base = { type: stream.type, mindex: stream.mindex, mid: String(stream.mindex) };
    if (stream.type === 'data') return { ...base, ...(stream.disabled ? { disabled: true } : {}) };
    return {
      ...base,
      codec: stream.codec ?? DEFAULT_CODEC[stream.type],
      ...(stream.description === undefined ? {} : { description: stream.description }),
      ...(stream.disabled ? { disabled: true } : {}),
      ...(stream.simulcast ? { simulcast: true } : {}),
      ...(stream.stereo ? { stereo: true } : {}),
      ...(stream.fec ? { fec: true } : {}),
      ...(stream.dtx ? { dtx: true } : {}),
    };
  });
}

/** Janus's code of a failed request: janode gives VideoRoom errors `_code`, core errors 'code reason'. */
export function janusErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { _code?: unknown })._code;
  if (typeof code === 'number') return code;
  const leading = /^(\d{3}) /.exec(error instanceof Error ? error.message : '');
  return leading ? Number(leading[1]) : undefined;
}

/** The plugin's answer in janode's reply to handle.message() (a request it has no helper for). */
function pluginData(reply: unknown): Record<string, unknown> {
  return (reply as { plugindata?: { data?: Record<string, unknown> } }).plugindata?.data ?? {};
}

async function request(handle: VideoRoomHandle, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    return pluginData(await handle.message(body));
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^\d{3} /, '') : String(error);
    throw new RemotePublisherError(String(body.request), janusErrorCode(error), reason);
  }
}

/** Undoing something that is already gone (room destroyed, publisher left, copy removed) is done. */
const alreadyGone = (error: unknown) =>
  error instanceof RemotePublisherError &&
  (error.code === VIDEOROOM_ERROR.NO_SUCH_ROOM || error.code === VIDEOROOM_ERROR.NO_SUCH_FEED);

/**
 * One origin publisher forwarded into one edge room. `forward` sets it up (and leaves nothing behind
 * when it fails); then it follows the origin publisher's streams to the edge, and ends by itself,
 * emitting 'ended', when the publisher leaves the origin or either room's server goes away: a copy
 * whose source is gone would freeze in every subscription on the edge, and a forwarder whose edge is
 * gone would send to a dead port. `stop` ends it on purpose.
 */
export class RemotePublisher extends EventEmitter<{
  ended: [reason: RemoteEndReason];
  /** An update of the copy's streams failed; the copy keeps what it had. For the log. */
  problem: [error: unknown];
}> {
  #ended: Promise<void> | undefined;
  #queue: Promise<void> = Promise.resolve();
  /** The streams the edge copy was last told about, to send an update only when they change. */
  #mirrored: string;
  readonly #unwatch: () => void;

  private constructor(
    readonly origin: JanusRoom,
    readonly edge: JanusRoom,
    /** The publisher's feed in the origin room. */
    readonly feed: number,
    /** The copy's feed in the edge room: what edge subscribers subscribe to. */
    readonly edgeFeed: number,
    /** Names this forwarding on the origin (publish_remotely / unpublish_remotely). */
    readonly remoteId: string,
    /** Where the origin sends: the edge's address and its RTP and RTCP ports. */
    readonly target: { host: string; port: number; rtcpPort: number },
    private readonly originHandle: VideoRoomHandle,
    private readonly edgeHandle: VideoRoomHandle,
    mirrored: RemoteStream[],
  ) {
    super();
    this.#mirrored = JSON.stringify(mirrored);
    const onPublishers = () => this.#followOrigin();
    const onOriginLost = () => void this.#end('origin-lost').catch(() => {});
    const onEdgeLost = () => void this.#end('edge-lost').catch(() => {});
    origin.on('publishers', onPublishers);
    origin.once('lost', onOriginLost);
    edge.once('lost', onEdgeLost);
    this.#unwatch = () => {
      origin.off('publishers', onPublishers);
      origin.off('lost', onOriginLost);
      edge.off('lost', onEdgeLost);
    };
  }

  /**
   * Copies the origin room's publisher `feed` into the edge room: add_remote_publisher on the edge
   * first (it gives the ports), then publish_remotely on the origin. The publisher must be announced
   * in the origin room already (its streams are what the copy lists).
   */
  static async forward(
    origin: JanusRoom,
    edge: JanusRoom,
    feed: number,
    options: ForwardOptions,
  ): Promise<RemotePublisher> {
    if (origin.closed || edge.closed) throw new Error('the origin or edge room is gone');
    const announced = origin.announced.get(feed);
    if (!announced)
      throw new RemotePublisherError('publish_remotely', VIDEOROOM_ERROR.NO_SUCH_FEED, `feed ${feed} does not publish`);
    const streams = remoteStreams(announced);
    const [originHandle, edgeHandle] = await Promise.all([origin.attach(), edge.attach()]);
    const detach = () => Promise.all([originHandle.detach().catch(() => {}), edgeHandle.detach().catch(() => {})]);
    try {
      const added = await addRemotePublisher(edgeHandle, edge, streams, options);
      const remoteId = crypto.randomUUID();
      const target = { host: added.host, port: added.port, rtcpPort: added.rtcpPort };
      try {
        await request(originHandle, {
          request: 'publish_remotely',
          room: origin.id,
          secret: origin.secret,
          publisher_id: feed,
          remote_id: remoteId,
          host: target.host,
          port: target.port,
          // The origin latches onto it and takes the edge's keyframe requests (PLI) from there.
          rtcp_port: target.rtcpPort,
        });
      } catch (error) {
        // The copy would sit in the edge room without media: take it out again.
        await request(edgeHandle, {
          request: 'remove_remote_publisher',
          room: edge.id,
          secret: edge.secret,
          id: added.id,
        }).catch(() => {});
        throw error;
      }
      return new RemotePublisher(origin, edge, feed, added.id, remoteId, target, originHandle, edgeHandle, streams);
    } catch (error) {
      await detach();
      throw error;
    }
  }

  get ended(): boolean {
    return this.#ended !== undefined;
  }

  /**
   * Stops the forwarding (unpublish_remotely) and takes the copy out of the edge room
   * (remove_remote_publisher); whatever is already gone counts as done. Janus removes the copy from
   * the room's publishers a moment after it answers, when the copy's thread notices.
   */
  stop(): Promise<void> {
    return this.#end('stopped');
  }

  /** The origin's publishers changed: the publisher left, or its streams changed (screen share). */
  #followOrigin(): void {
    if (this.#ended) return;
    const announced = this.origin.announced.get(this.feed);
    if (!announced) return void this.#end('publisher-left').catch(() => {});
    let streams: RemoteStream[];
    try {
      streams = remoteStreams(announced);
    } catch (error) {
      return void this.emit('problem', error);
    }
    const mirrored = JSON.stringify(streams);
    if (mirrored === this.#mirrored) return;
    this.#mirrored = mirrored;
    // Updates go one at a time, in order: the edge keeps only m-lines it was told about before.
    void this.#serially(async () => {
      if (this.#ended) return;
      await request(this.edgeHandle, {
        request: 'update_remote_publisher',
        room: this.edge.id,
        secret: this.edge.secret,
        id: this.edgeFeed,
        streams,
      });
    }).catch((error: unknown) => this.emit('problem', error));
  }

  #end(reason: RemoteEndReason): Promise<void> {
    this.#ended ??= this.#serially(() => this.#teardown(reason));
    return this.#ended;
  }

  async #teardown(reason: RemoteEndReason): Promise<void> {
    this.#unwatch();
    const failures: unknown[] = [];
    // A lost server took its side with it (and its handle); a publisher that left took its forwarders.
    if (reason !== 'origin-lost' && reason !== 'publisher-left') {
      await request(this.originHandle, {
        request: 'unpublish_remotely',
        room: this.origin.id,
        secret: this.origin.secret,
        publisher_id: this.feed,
        remote_id: this.remoteId,
      }).catch((error: unknown) => alreadyGone(error) || failures.push(error));
    }
    if (reason !== 'edge-lost') {
      await request(this.edgeHandle, {
        request: 'remove_remote_publisher',
        room: this.edge.id,
        secret: this.edge.secret,
        id: this.edgeFeed,
      }).catch((error: unknown) => alreadyGone(error) || failures.push(error));
    }
    await Promise.all([this.originHandle.detach().catch(() => {}), this.edgeHandle.detach().catch(() => {})]);
    this.emit('ended', reason);
    if (failures.length > 0) throw failures[0];
  }

  #serially(step: () => Promise<void>): Promise<void> {
    const next = this.#queue.then(step);
    this.#queue = next.catch(() => {});
    return next;
  }
}

/**
 * add_remote_publisher with an id of ours (Janus would pick one above 2^53, beyond exact JSON numbers
 * in JavaScript), again with another when that one is taken. Janus picks free ports itself: 1.1.2
 * scans 10000-60000 from where it last found one (not configurable in that version).
 */
async function addRemotePublisher(
  handle: VideoRoomHandle,
  edge: JanusRoom,
  streams: RemoteStream[],
  options: ForwardOptions,
): Promise<{ id: number; host: string; port: number; rtcpPort: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const id = randomJanusId();
    try {
      const added = await request(handle, {
        request: 'add_remote_publisher',
        room: edge.id,
        secret: edge.secret,
        id,
        ...(options.display === undefined ? {} : { display: options.display }),
        // Bound to the private address alone: the port takes plain RTP from whoever reaches it.
        iface: options.edgeAddress,
        streams,
      });
      const { port, rtcp_port: rtcpPort, ip } = added;
      if (typeof port !== 'number' || typeof rtcpPort !== 'number')
        throw new RemotePublisherError('add_remote_publisher', undefined, 'Janus gave no ports');
      return { id, host: typeof ip === 'string' && ip !== '' ? ip : options.edgeAddress, port, rtcpPort };
    } catch (error) {
      const taken = error instanceof RemotePublisherError && error.code === VIDEOROOM_ERROR.ID_EXISTS;
      if (!taken || attempt >= ID_ATTEMPTS) throw error;
    }
  }
}
