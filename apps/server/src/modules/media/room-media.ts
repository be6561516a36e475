// Longer than 250 lines because RoomMedia is the one holder of a room's state at Janus: its members and
// their two connections, the layer each subscriber wishes for, recording, the audience's edge rooms and
// the recovery after a media server restarts all read and change the same member map. Recording
// (room-recording.ts), edge rooms (edge-room.ts) and the peers are already files of their own.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { JanusSubscriberStream } from 'janode/plugins/videoroom';
import type { MediaSource, RemoteStream, StreamQuality, VideoQuality } from '@vm/contracts';
import { EdgeRoom } from './edge-room';
import { JanusRoom } from './janus-room';
import type { MediaPool } from './media-pool';
import type { MediaServer } from './media-server';
import { PublisherPeer, type IceCandidate } from './publisher-peer';
import type { PublishingFeed } from './recording-manifest';
import { RecordingRefused, RoomRecording } from './room-recording';
import { SUBSTREAM } from './simulcast-layers';
import { labelStreams, MediaUnavailable } from './stream-labels';
import { SubscriberPeer, type StreamRef } from './subscriber-peer';

type Connection = 'publisher' | 'subscriber';
interface Member {
  display: string;
  /** Where they subscribe when not in the origin room: an audience room on another server. */
  edge?: EdgeRoom;
  /** Whether they take an audience place on their server (they joined as audience; a promotion keeps it). */
  audience: boolean;
  publisher?: PublisherPeer;
  subscriber?: SubscriberPeer;
  sources: Map<string, MediaSource>;
  /**
   * The camera layer this member wants of each other participant, by that participant's id, and whose
   * cameras are off their screen (not forwarded): both outlive m-lines, feeds and connections
   * (renegotiations, a re-publish, a media server restart).
   */
  qualities: Map<string, VideoQuality>;
  offScreen: Set<string>;
}

/** A camera nobody asked about yet is forwarded at the low layer: cheap, and a big tile asks for more. */
const DEFAULT_QUALITY: VideoQuality = 'low';

const RECOVERY_WAIT_MS = 60_000;

/**
 * The media side of one meeting room: its Janus room, and per participant one publisher and one
 * subscriber. Keeps every subscription equal to "all streams of everyone else", each camera at the
 * layer the member asked for and paused while it is off their screen. When the media server
 * goes away it recreates the room (on the least loaded server) and emits 'reset': clients publish again.
 *
 * A large meeting's audience fills the origin's server up to the pool's capacity, then subscribes in
 * audience rooms on other servers (edge-room.ts, docs/decisions/047), which copy every publisher of
 * the origin. Everyone publishes in the origin room. When an audience room's server goes away, its
 * members are placed again and told one by one ('memberReset').
 */
export class RoomMedia extends EventEmitter<{
  offer: [participantId: string, sdp: string, streams: RemoteStream[]];
  trickle: [participantId: string, connection: Connection, candidate: IceCandidate | null];
  talking: [participantId: string, talking: boolean];
  slowLink: [participantId: string];
  failed: [participantId: string];
  reset: [];
  memberReset: [participantId: string];
}> {
  #room: JanusRoom | undefined;
  #opening: Promise<JanusRoom | undefined> | undefined;
  readonly #members = new Map<string, Member>();
  /** Which participant publishes under which Janus feed. */
  readonly #feedOwners = new Map<number, string>();
  /** The meeting's audience rooms on other servers, by server. */
  readonly #edges = new Map<MediaServer, EdgeRoom>();
  #closed = false;
  /** The recording that runs, if any: it outlives a media server restart (the new room records too). */
  #recording: RoomRecording | undefined;
  /** Starts and stops run one at a time. */
  #switching: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: MediaPool,
    private readonly maxPublishers: number,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  /** How many members publish, and how many have a subscription, for the metrics. */
  get connections(): { publishers: number; subscribers: number } {
    const members = [...this.#members.values()];
    return {
      publishers: members.filter((member) => member.publisher).length,
      subscribers: members.filter((member) => member.subscriber).length,
    };
  }

  get ready(): boolean {
    return this.#room !== undefined && !this.#room.closed;
  }

  /** Places the room on a media server, waiting up to timeoutMs for one; false when none came. */
  async open(timeoutMs: number): Promise<boolean> {
    if (this.ready) return true;
    this.#opening ??= this.#open(timeoutMs).finally(() => (this.#opening = undefined));
    return (await this.#opening) !== undefined;
  }

  /**
   * Whether one more audience member has a place: the origin's server has room, or another server of
   * the pool does. Speakers always have one (in the origin room).
   */
  hasAudiencePlace(): boolean {
    const origin = this.#room?.server;
    return !origin || this.pool.hasRoom(origin) || this.pool.pickEdge(origin, []) !== undefined;
  }

  /**
   * A new participant. An audience member goes to another server's audience room when the origin's
   * server is full; everyone else (and everyone while no other server has room) subscribes in the origin.
   */
  addMember(id: string, display: string, options: { audience?: boolean } = {}): void {
    if (this.#members.has(id)) return;
    const audience = options.audience ?? false;
    const member: Member = { display, audience, sources: new Map(), qualities: new Map(), offScreen: new Set() };
    this.#members.set(id, member);
    this.#place(id, member);
    this.#refreshSubscriptions();
  }

  /** Drops a participant's connections; with `keepMember` they stay subscribed-to-be (a resume). */
  async dropConnections(id: string, keepMember = false): Promise<void> {
    const member = this.#members.get(id);
    if (!member) return;
    const { publisher, subscriber } = member;
    member.publisher = undefined;
    member.subscriber = undefined;
    if (!keepMember) {
      this.#members.delete(id);
      for (const other of this.#members.values()) {
        other.qualities.delete(id);
        other.offScreen.delete(id);
      }
      this.#unplace(id, member);
    }
    await Promise.all([publisher?.close(), subscriber?.close()]);
    if (keepMember) this.#refreshSubscriptions();
  }

  async publish(id: string, sdp: string, tracks: Array<{ mid: string; source: MediaSource }>): Promise<string> {
    const member = this.#members.get(id);
    const room = this.#room;
    if (!member || !room || room.closed) throw new MediaUnavailable();
    member.sources = new Map(tracks.map((track) => [track.mid, track.source]));
    member.publisher ??= new PublisherPeer(room, member.display, {
      trickle: (candidate) => this.emit('trickle', id, 'publisher', candidate),
      failed: () => this.emit('failed', id),
    });
    const previousFeed = member.publisher.feed;
    const descriptions = tracks.map((track) => ({ mid: track.mid, description: track.source }));
    return member.publisher.publish(sdp, descriptions, (feed) => {
      if (previousFeed !== undefined) this.#feedOwners.delete(previousFeed);
      this.#feedOwners.set(feed, id);
    });
  }

  async answer(id: string, sdp: string): Promise<void> {
    await this.#members.get(id)?.subscriber?.answer(sdp);
  }

  /**
   * Which layer a member wants of remote cameras in their own subscription, or `off` for cameras not
   * on their screen, by the mids of their last subscriber offer. Mids that are not a camera of that
   * subscription are ignored.
   */
  setVideoQuality(id: string, wishes: StreamQuality[]): void {
    const member = this.#members.get(id);
    if (!member?.subscriber) return;
    const streams = new Map(this.#label(member, member.subscriber.streams).map((stream) => [stream.mid, stream]));
    let changed = false;
    for (const { mid, quality } of wishes) {
      const stream = streams.get(mid);
      if (stream?.source !== 'camera') continue;
      const owner = stream.participantId;
      const wasOff = member.offScreen.has(owner);
      if (quality === 'off') {
        member.offScreen.add(owner);
        changed ||= !wasOff;
        continue;
      }
      member.offScreen.delete(owner);
      changed ||= wasOff || member.qualities.get(owner) !== quality;
      member.qualities.set(owner, quality);
    }
    if (changed) this.#refreshSubscriptions(id);
  }

  async restartSubscriber(id: string): Promise<void> {
    await this.#members.get(id)?.subscriber?.restartIce();
  }

  async trickle(id: string, connection: Connection, candidate: IceCandidate | null): Promise<void> {
    const member = this.#members.get(id);
    await (connection === 'publisher' ? member?.publisher : member?.subscriber)?.trickle(candidate);
  }

  /** The host's mute: Janus stops forwarding the participant's microphone. */
  async muteMicrophone(id: string, mute: boolean): Promise<void> {
    const member = this.#members.get(id);
    const feed = member?.publisher?.feed;
    const mid = [...(member?.sources ?? [])].find(([, source]) => source === 'microphone')?.[0];
    if (!this.#room || feed === undefined || mid === undefined) return;
    await this.#room.moderate(feed, mid, mute);
  }

  /**
   * Whether this node can record rooms at all: it needs a folder it shares with the media servers
   * (docs/decisions/031). `reason` says what is missing. A start can still be refused while the room
   * has no media server.
   */
  get recordingCapability(): { canRecord: true } | { canRecord: false; reason: string } {
    const place = this.pool.recordings;
    return 'dir' in place ? { canRecord: true } : { canRecord: false, reason: place.unavailable };
  }

  /** The recording that runs: its folder (Janus's .mjr files and our manifest.json) and start. */
  get recording(): { folder: string; startedAt: Date } | undefined {
    const recording = this.#recording;
    return recording && { folder: recording.folder, startedAt: recording.startedAt };
  }

  /**
   * Records every publisher of the room, those already publishing included, into a new folder
   * `<recordings dir>/<name>` (name: a path segment of letters, digits, `-` and `_`; a random UUID by
   * default). Throws RecordingRefused when it cannot start.
   */
  startRecording(options: { name?: string } = {}): Promise<{ folder: string; startedAt: Date }> {
    return this.#serially(async () => {
      const place = this.pool.recordings;
      if (!('dir' in place)) throw new RecordingRefused('not-configured', place.unavailable);
      if (this.#recording) throw new RecordingRefused('already-recording', 'The room is already recording');
      const room = this.#room;
      if (!room || room.closed) throw new RecordingRefused('media-unavailable', 'The media server is unavailable');
      const recording = await RoomRecording.begin(place, options.name ?? crypto.randomUUID(), room.id);
      this.#recording = recording;
      try {
        await recording.noteFeeds(this.#publishingFeeds(room));
        await room.record(recording.folder);
      } catch (error) {
        this.#recording = undefined;
        await room.record(undefined).catch(() => {});
        await recording.finish();
        throw error;
      }
      return { folder: recording.folder, startedAt: recording.startedAt };
    });
  }

  /**
   * Stops the recording: Janus closes every file before it answers, then the manifest gets its stop
   * time. Undefined when nothing was recording.
   */
  stopRecording(): Promise<{ folder: string; startedAt: Date; stoppedAt: Date } | undefined> {
    return this.#serially(async () => {
      const recording = this.#recording;
      if (!recording) return undefined;
      this.#recording = undefined;
      const room = this.#room;
      // A media server that is gone has stopped writing anyway.
      if (room && !room.closed) {
        await room
          .record(undefined)
          .catch((error: unknown) => this.log.warn({ err: error }, 'stopping recording failed'));
      }
      const stoppedAt = new Date();
      await recording.finish(stoppedAt);
      return { folder: recording.folder, startedAt: recording.startedAt, stoppedAt };
    });
  }

  async close(): Promise<void> {
    // Ending the room ends its recording, with a stop time in the manifest.
    await this.stopRecording().catch((error: unknown) => this.log.warn({ err: error }, 'stopping recording failed'));
    this.#closed = true;
    const room = this.#room;
    this.#room = undefined;
    await Promise.all([...this.#members.keys()].map((id) => this.dropConnections(id)));
    await Promise.all([...this.#edges.values()].map((edge) => edge.close()));
    this.#edges.clear();
    await room?.close();
  }

  /** Counts the member on the server whose room they subscribe in: the origin's or an audience room's. */
  #place(id: string, member: Member): void {
    const origin = this.#room;
    const count = (server: MediaServer, sign: 1) => this.#count(server, member, sign);
    if (!member.audience || !origin || this.pool.hasRoom(origin.server)) {
      if (origin) count(origin.server, 1);
      return;
    }
    const server = this.pool.pickEdge(origin.server, this.#edges.keys());
    if (!server) {
      // Admission checks hasAudiencePlace first; a race with another room leaves them on the origin.
      this.log.warn({ mediaServer: origin.server.label }, 'no media server has room for the audience; over capacity');
      count(origin.server, 1);
      return;
    }
    member.edge = this.#edges.get(server) ?? this.#openEdge(server);
    member.edge.members.add(id);
    count(server, 1);
  }

  /** Undoes #place; an audience room left empty goes. */
  #unplace(id: string, member: Member): void {
    const edge = member.edge;
    member.edge = undefined;
    if (!edge) {
      if (this.#room) this.#count(this.#room.server, member, -1);
      return;
    }
    edge.members.delete(id);
    this.#count(edge.server, member, -1);
    if (edge.members.size > 0 || this.#edges.get(edge.server) !== edge) return;
    this.#edges.delete(edge.server);
    void edge.close();
  }

  #openEdge(server: MediaServer): EdgeRoom {
    const edge = new EdgeRoom(server, () => this.#room, this.maxPublishers, this.log);
    this.#edges.set(server, edge);
    edge.on('changed', () => this.#refreshSubscriptions());
    edge.once('lost', () => this.#edgeLost(edge));
    return edge;
  }

  #count(server: MediaServer, member: Member, sign: 1 | -1): void {
    server.load = Math.max(0, server.load + sign);
    if (member.audience) server.audience = Math.max(0, server.audience + sign);
  }

  /** An audience room's server went away with its subscriptions: its members are placed anew and start over. */
  #edgeLost(edge: EdgeRoom): void {
    if (this.#edges.get(edge.server) === edge) this.#edges.delete(edge.server);
    const moved = [...edge.members];
    edge.members.clear();
    for (const id of moved) {
      const member = this.#members.get(id);
      if (!member || member.edge !== edge) continue;
      this.#count(edge.server, member, -1);
      member.edge = undefined;
      member.subscriber = undefined;
      this.#place(id, member);
    }
    if (this.#closed) return;
    this.#refreshSubscriptions();
    for (const id of moved) if (this.#members.has(id)) this.emit('memberReset', id);
  }

  async #open(timeoutMs: number): Promise<JanusRoom | undefined> {
    const server = await this.pool.waitForServer(timeoutMs);
    if (!server || this.#closed) return undefined;
    try {
      // Recreated while recording (the last server went away): the new room records into the same folder.
      const recording = this.#recording;
      const room = await JanusRoom.open(server, this.maxPublishers, recording?.folder);
      if (this.#closed) return void (await room.close());
      this.#room = room;
      for (const member of this.#members.values()) if (!member.edge) this.#count(server, member, 1);
      if (recording) void this.#noteRecorded(recording, recording.noteRoom(room.id));
      room.on('publishers', () => {
        this.log.debug({ feeds: [...room.feeds] }, 'publishers changed');
        for (const edge of this.#edges.values()) edge.sync();
        this.#refreshSubscriptions();
        const current = this.#recording;
        if (current) void this.#noteRecorded(current, current.noteFeeds(this.#publishingFeeds(room)));
      });
      room.on('talking', (feed, talking) => {
        const owner = this.#feedOwners.get(feed);
        if (owner) this.emit('talking', owner, talking);
      });
      room.once('lost', () => void this.#recover(room));
      return room;
    } catch (error) {
      this.log.error({ err: error }, 'could not create the room on the media server');
      return undefined;
    }
  }

  /** The media server dropped the room with every connection in it: make a new one, then tell clients. */
  async #recover(lost: JanusRoom): Promise<void> {
    if (this.#room !== lost || this.#closed) return;
    this.#room = undefined;
    for (const member of this.#members.values()) if (!member.edge) this.#count(lost.server, member, -1);
    this.#feedOwners.clear();
    for (const member of this.#members.values()) {
      // Subscriptions in audience rooms live on, but every client starts over after 'reset'.
      if (member.edge) void member.subscriber?.close();
      member.publisher = undefined;
      member.subscriber = undefined;
    }
    while (!this.#closed && !(await this.open(RECOVERY_WAIT_MS))) {
      this.log.warn('still waiting for a media server to recreate the room');
    }
    if (!this.#closed) this.emit('reset');
  }

  /** Every publishing feed of the room with its owner and sources: the manifest's lines. */
  #publishingFeeds(room: JanusRoom): PublishingFeed[] {
    return [...room.feeds].flatMap(([feed, streams]) => {
      const owner = this.#feedOwners.get(feed);
      const member = owner === undefined ? undefined : this.#members.get(owner);
      if (owner === undefined || !member) return [];
      const recorded = streams.flatMap(({ type, mindex, mid }) =>
        type === 'data' ? [] : [{ mindex, mid, kind: type, source: member.sources.get(mid) ?? null }],
      );
      return [{ feed, participantId: owner, displayName: member.display, streams: recorded }];
    });
  }

  /** A manifest write that fails must not go unnoticed: the files could not be labelled. */
  async #noteRecorded(recording: RoomRecording, write: Promise<void>): Promise<void> {
    await write.catch((error: unknown) =>
      this.log.error({ err: error, folder: recording.folder }, 'could not write the recording manifest'),
    );
  }

  #serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.#switching.then(step);
    this.#switching = next.catch(() => {});
    return next;
  }

  /** Labels a member's subscribed streams by person and source (an audience room's copies by their origin). */
  #label(member: Member, streams: readonly JanusSubscriberStream[]): RemoteStream[] {
    const edge = member.edge;
    const asOrigin = edge
      ? streams.map((stream) => {
          const origin = edge.originOf(stream);
          return { ...stream, feed_id: origin?.feed, feed_mid: origin?.mid };
        })
      : streams;
    return labelStreams(asOrigin, this.#feedOwners, (owner) => this.#members.get(owner)?.sources);
  }

  /**
   * The streams a member's subscription should carry: every stream of everyone else, in the room they
   * subscribe in (an audience room carries copies: its feeds and mids, the origin's owners and sources).
   */
  #wantedBy(id: string, member: Member, origin: JanusRoom): StreamRef[] {
    const streams = member.edge
      ? member.edge.streams().map(({ edgeFeed, edgeMid, origin: source }) => ({ feed: edgeFeed, mid: edgeMid, source }))
      : [...origin.feeds].flatMap(([feed, list]) => list.map(({ mid }) => ({ feed, mid, source: { feed, mid } })));
    return streams.flatMap(({ feed, mid, source }) => {
      const owner = this.#feedOwners.get(source.feed);
      if (!owner || owner === id) return [];
      const camera = {
        substream: SUBSTREAM[member.qualities.get(owner) ?? DEFAULT_QUALITY],
        send: !member.offScreen.has(owner),
      };
      // Only cameras are simulcast and paused off screen; a screen share is one layer, always sent.
      const isCamera = this.#members.get(owner)?.sources.get(source.mid) === 'camera';
      return [{ feed, mid, forwarding: isCamera ? camera : undefined }];
    });
  }

  /** Sets every member's subscription (or just `onlyFor`'s) to all streams of everyone else. */
  #refreshSubscriptions(onlyFor?: string): void {
    const origin = this.#room;
    if (!origin) return;
    for (const [id, member] of this.#members) {
      if (onlyFor !== undefined && id !== onlyFor) continue;
      const room = member.edge ? member.edge.room : origin;
      if (!room || room.closed) continue;
      const wanted = this.#wantedBy(id, member, origin);
      if (wanted.length === 0 && !member.subscriber) continue;
      member.subscriber ??= new SubscriberPeer(room, {
        offer: (sdp, streams) => this.emit('offer', id, sdp, this.#label(member, streams)),
        trickle: (candidate) => this.emit('trickle', id, 'subscriber', candidate),
        failed: () => this.emit('failed', id),
        problem: (error) => this.log.warn({ err: error }, 'subscription update failed'),
        slowLink: () => this.emit('slowLink', id),
      });
      member.subscriber.want(wanted);
    }
  }
}
