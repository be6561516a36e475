import Janode from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';
import type { JanusSubscriberStream, VideoRoomHandle } from 'janode/plugins/videoroom';
import type { JanusRoom } from './janus-room';
import type { IceCandidate, PeerEvents } from './publisher-peer';
import {
  forwardingChanges,
  JANUS_NEW_LINE,
  streamKey as key,
  type AppliedForwarding,
  type StreamRef,
} from './simulcast-layers';

export type { StreamRef } from './simulcast-layers';
export interface SubscriberEvents extends PeerEvents {
  offer(sdp: string, streams: JanusSubscriberStream[]): void;
  /** A join, update or configure failed (it is retried a few times); for the log. */
  problem(error: unknown): void;
  /** Janus saw many retransmission requests from the subscriber: its link is too slow for what it gets. */
  slowLink(): void;
}

const nonEmpty = <T extends Record<string, unknown[]>>(lists: T): Partial<T> =>
  Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0)) as Partial<T>;
const RETRY_MS = 500;
const MAX_FAILURES = 5;

/**
 * A participant's one multistream subscription in Janus. `want` sets the streams it should carry and,
 * for cameras, the layer and whether it is forwarded now (a camera off the subscriber's screen is
 * paused at Janus, not unsubscribed, so it comes back without a renegotiation). The peer turns the
 * difference into one join, update or configure at a time, sends Janus's offer to the browser and
 * waits for the answer before the next change (changes made meanwhile are folded into that one).
 * Forwarding is configured once the answer is in, since a configure without renegotiation brings no
 * offer and must not slip between an offer and its answer.
 */
export class SubscriberPeer {
  #handle: VideoRoomHandle | undefined;
  #streams: JanusSubscriberStream[] = [];
  #wanted: StreamRef[] = [];
  /** How each m-line (by subscriber mid) was last set to forward its publisher stream. */
  readonly #forwarding = new Map<string, AppliedForwarding>();
  #awaitingAnswer = false;
  #busy = false;
  #dirty = false;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;

  constructor(
    private readonly room: JanusRoom,
    private readonly events: SubscriberEvents,
  ) {}

  /** The subscription's m-lines as Janus last described them (the browser's mids). */
  get streams(): readonly JanusSubscriberStream[] {
    return this.#streams;
  }

  want(streams: StreamRef[]): void {
    this.#wanted = streams;
    this.#failures = 0;
    void this.#reconcile();
  }

  async answer(sdp: string): Promise<void> {
    if (!this.#handle || !this.#awaitingAnswer) return;
    await this.#handle.start({ jsep: { type: 'answer', sdp } });
    this.#awaitingAnswer = false;
    // Always: the streams this offer added may still need their layers configured.
    void this.#reconcile();
  }

  /** A new offer with fresh ICE credentials for the same connection (after a network change). */
  async restartIce(): Promise<void> {
    if (!this.#handle) return void this.#reconcile();
    if (this.#awaitingAnswer || this.#busy) return;
    this.#busy = true;
    try {
      const configured = await this.#handle.message({ request: 'configure', restart: true });
      const jsep = (configured as { jsep?: { sdp: string } }).jsep;
      if (jsep) this.#offer(jsep.sdp);
    } finally {
      this.#busy = false;
    }
    if (this.#dirty && !this.#awaitingAnswer) void this.#reconcile();
  }

  async trickle(candidate: IceCandidate | null): Promise<void> {
    if (!this.#handle) return;
    if (!candidate) return this.#handle.trickleComplete();
    await this.#handle.trickle(candidate);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const handle = this.#handle;
    this.#handle = undefined;
    if (handle) await handle.detach().catch(() => {});
  }

  async #reconcile(): Promise<void> {
    if (this.#closed) return;
    if (this.#busy || this.#awaitingAnswer || this.#retry) {
      this.#dirty = true;
      return;
    }
    this.#busy = true;
    this.#dirty = false;
    try {
      await this.#applyDifference();
      if (!this.#awaitingAnswer) await this.#applyForwarding();
      this.#failures = 0;
    } catch (error) {
      this.events.problem(error);
      // Usually a publisher left between our look and Janus's: try again with the newer picture, a few
      // times; the next change of the room tries anew.
      this.#failures += 1;
      if (this.#failures < MAX_FAILURES)
        this.#retry = setTimeout(() => {
          this.#retry = undefined;
          void this.#reconcile();
        }, RETRY_MS);
    } finally {
      this.#busy = false;
    }
    if (this.#dirty && !this.#awaitingAnswer && !this.#retry) void this.#reconcile();
  }

  async #applyDifference(): Promise<void> {
    const refOf = (s: JanusSubscriberStream) => ({ feed: s.feed_id!, mid: s.feed_mid! });
    const current = this.#streams.filter((s) => s.active && s.feed_id !== undefined && s.feed_mid !== undefined);
    const currentKeys = new Set(current.map((s) => key(refOf(s))));
    const wantedKeys = new Set(this.#wanted.map(key));
    const added = this.#wanted.filter((ref) => !currentKeys.has(key(ref)));
    // A camera joins the subscription at its wanted layer; whether it is sent follows in a configure.
    const subscribe = added.map(({ feed, mid, forwarding }) => ({ feed, mid, substream: forwarding?.substream }));
    const unsubscribe = current.filter((s) => !wantedKeys.has(key(refOf(s)))).map((s) => ({ sub_mid: s.mid }));
    if (subscribe.length === 0 && unsubscribe.length === 0) return;
    let result: { jsep?: { sdp: string }; streams?: JanusSubscriberStream[] };
    // Janus refuses an empty list, so only non-empty ones go.
    if (this.#handle) result = await this.#handle.update(nonEmpty({ subscribe, unsubscribe }));
    else if (subscribe.length > 0) result = await this.#join(subscribe);
    else return;
    if (result.streams) this.#streams = result.streams;
    this.#noteAdded(added);
    if (result.jsep) this.#offer(result.jsep.sdp);
  }

  /** Janus starts each stream it added (on a new or reused m-line) sending, at the layer it was given. */
  #noteAdded(added: readonly StreamRef[]): void {
    const byKey = new Map(added.map((ref) => [key(ref), ref]));
    for (const line of this.#streams) {
      if (line.feed_id === undefined || line.feed_mid === undefined) continue;
      const ref = byKey.get(key({ feed: line.feed_id, mid: line.feed_mid }));
      if (!ref) continue;
      const substream = ref.forwarding?.substream ?? JANUS_NEW_LINE.substream;
      this.#forwarding.set(line.mid, { stream: key(ref), substream, send: true });
    }
  }

  /** Brings every video m-line to its wanted layer and pause state with one configure (no renegotiation). */
  async #applyForwarding(): Promise<void> {
    const handle = this.#handle;
    const changes = handle ? forwardingChanges(this.#streams, this.#wanted, this.#forwarding) : [];
    if (!handle || changes.length === 0) return;
    await handle.configure({ streams: changes.map(({ mid, substream, send }) => ({ mid, substream, send })) });
    for (const { mid, stream, substream, send } of changes) {
      const before = this.#forwarding.get(mid);
      const current = before?.stream === stream ? before : { ...JANUS_NEW_LINE, stream };
      this.#forwarding.set(mid, { stream, substream: substream ?? current.substream, send: send ?? current.send });
    }
  }

  async #join(subscribe: StreamRef[]) {
    const handle = await this.room.attach();
    handle.on(Janode.EVENT.HANDLE_TRICKLE, (data: { completed?: boolean } & IceCandidate) =>
      this.events.trickle(data.completed ? null : data),
    );
    const failed = () => handle === this.#handle && this.events.failed();
    handle.on(Janode.EVENT.HANDLE_HANGUP, failed);
    handle.on(VideoRoomPlugin.EVENT.VIDEOROOM_SLOWLINK, () => handle === this.#handle && this.events.slowLink());
    handle.on(Janode.EVENT.HANDLE_ICE_FAILED, failed);
    try {
      const joined = await handle.joinSubscriber({ room: this.room.id, streams: subscribe, autoupdate: false });
      if (this.#closed) throw new Error('closed meanwhile');
      this.#handle = handle;
      return joined;
    } catch (error) {
      await handle.detach().catch(() => {});
      throw error;
    }
  }

  #offer(sdp: string): void {
    this.#awaitingAnswer = true;
    this.events.offer(sdp, this.#streams);
  }
}
