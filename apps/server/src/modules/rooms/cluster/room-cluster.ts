import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { readSignedJoinToken } from '../../meetings/join-token';
import type { MeetingLifecycleChange } from './relay-messages';
import { BufferedSignal, CLOSE_RECONNECT, type SignalSocket } from '../signaling/signal-socket';
import { RelayBus } from './relay-bus';
import type { RelayMessage } from './relay-messages';
import { RelayedSocket } from './relayed-socket';
import { RoomOwners } from './room-owners';

export interface RoomClusterDeps {
  redis: Redis;
  nodeId: string;
  secretKey: string;
  /** How long an owner's claim on a room, and a node's heartbeat, last without renewal. */
  leaseMs: number;
  /** How often a node renews its leases and looks for owners and edges that are gone. */
  tendMs: number;
  /** How long a new socket may take to send its first frame before it is handled here anyway. */
  firstFrameMs: number;
  log: FastifyBaseLogger;
  /** Starts a room connection on this node (the room is, or is about to be, this node's). */
  connect(socket: SignalSocket, meetingCode: string): void;
  /** Meeting ids of the rooms live on this node. */
  ownedRooms(): string[];
  /** Closes this node's room of that meeting: its sockets, local or relayed, reconnect elsewhere. */
  closeRoom(meetingId: string): Promise<void>;
  /** Another node heard the meeting change or end (the dashboard, the status sweep). */
  lifecycle(meetingId: string, change: MeetingLifecycleChange): void;
  /** Another node asks this one, the owner, about its room (askOwner); the answer goes back as it is. */
  answer(meetingId: string, question: unknown): Promise<unknown>;
}

/** How long a node waits for the owner's answer before taking the owner for gone. */
const ASK_TIMEOUT_MS = 15_000;

interface EdgeSession {
  socket: SignalSocket;
  owner: string;
  meetingId: string;
}

/**
 * Rooms across nodes (docs/decisions/029). A browser's socket may reach any node: the first frame's
 * join token names the meeting, Redis names the room's owner (claimed by the first node that needs
 * it, with a renewed lease), and a node that is not the owner relays the socket's frames to it and
 * its replies back. Leases and heartbeats notice a node that died: its rooms' sockets are closed
 * with a reconnect code, and the next join claims the room for a live node.
 */
export class RoomCluster {
  readonly #edgeSessions = new Map<string, EdgeSession>();
  readonly #ownerSessions = new Map<string, RelayedSocket>();
  readonly #questions = new Map<string, (answer: unknown) => void>();
  readonly #watch: NodeJS.Timeout;
  #draining = false;

  private constructor(
    private readonly deps: RoomClusterDeps,
    private readonly owners: RoomOwners,
    private readonly bus: RelayBus,
  ) {
    bus.onMessage((message) => void this.#receive(message).catch((error: unknown) => this.#warn(error)));
    this.#watch = setInterval(() => void this.#tend().catch((error: unknown) => this.#warn(error)), deps.tendMs);
  }

  static async start(deps: RoomClusterDeps): Promise<RoomCluster> {
    const owners = new RoomOwners(deps.redis, deps.nodeId, deps.leaseMs);
    await owners.heartbeat();
    return new RoomCluster(deps, owners, await RelayBus.open(deps.redis, deps.nodeId));
  }

  get nodeId(): string {
    return this.deps.nodeId;
  }

  /** Sockets this node holds for rooms elsewhere, and sockets of its rooms held elsewhere. */
  get relayed(): { out: number; in: number; messagesSent: number } {
    return { out: this.#edgeSessions.size, in: this.#ownerSessions.size, messagesSent: this.bus.sent };
  }

  /** A browser's socket reached this node: handled here if the room is ours (or nobody's), else relayed. */
  accept(socket: SignalSocket, meetingCode: string): void {
    const buffered = new BufferedSignal(socket);
    void this.#route(buffered, meetingCode).catch((error: unknown) => {
      this.#warn(error);
      buffered.close(CLOSE_RECONNECT);
    });
  }

  /** Whether any node has the meeting's room live now. */
  async hasRoom(meetingId: string): Promise<boolean> {
    return (await this.owners.ownerOf(meetingId)) !== null;
  }

  /** Tells the owner of a room on another node that its meeting changed; false when no other node has it. */
  async forwardLifecycle(meetingId: string, change: MeetingLifecycleChange): Promise<boolean> {
    const owner = await this.owners.ownerOf(meetingId);
    if (owner === null || owner === this.nodeId) return false;
    this.bus.send(owner, { kind: 'lifecycle', meetingId, change });
    return true;
  }

  /**
   * Asks the node that owns the meeting's room, when that is another node; undefined when no other
   * node has it, or `timedOut` when the owner did not answer in time.
   */
  async askOwner(meetingId: string, question: unknown, timedOut: unknown): Promise<unknown> {
    const owner = await this.owners.ownerOf(meetingId);
    if (owner === null || owner === this.nodeId) return undefined;
    const requestId = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#questions.delete(requestId);
        resolve(timedOut);
      }, ASK_TIMEOUT_MS).unref();
      this.#questions.set(requestId, (answer) => {
        clearTimeout(timer);
        this.#questions.delete(requestId);
        resolve(answer);
      });
      this.bus.send(owner, { kind: 'ask', requestId, from: this.nodeId, meetingId, question });
    });
  }

  /**
   * SIGTERM: take no new rooms, give the owned ones up (their claims go at once, so the next join
   * claims them elsewhere) and close every socket with the reconnect code; clients come back
   * through the load balancer to other nodes. Meetings are not ended.
   */
  async drain(): Promise<void> {
    this.#draining = true;
    const rooms = this.deps.ownedRooms();
    await Promise.all(rooms.map((meetingId) => this.owners.release(meetingId)));
    await Promise.all(rooms.map((meetingId) => this.deps.closeRoom(meetingId)));
    for (const [session, { socket }] of this.#edgeSessions) {
      this.#edgeSessions.delete(session);
      socket.close(CLOSE_RECONNECT);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#watch);
    await this.owners.leave().catch(() => undefined);
    await this.bus.close();
  }

  async #route(socket: BufferedSignal, meetingCode: string): Promise<void> {
    const first = await Promise.race([
      socket.first,
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), this.deps.firstFrameMs).unref()),
    ]);
    if (first === null) return;
    if (this.#draining) return socket.close(CLOSE_RECONNECT);
    const meetingId = first === 'late' ? undefined : meetingOfJoin(first, this.deps.secretKey);
    // Anything but a well-signed join is this node's to answer (with the room's usual errors).
    if (!meetingId) return this.deps.connect(socket, meetingCode);
    const owner = await this.owners.claim(meetingId);
    if (owner === this.nodeId) return this.deps.connect(socket, meetingCode);
    this.#relay(socket, owner, meetingId, meetingCode);
  }

  #relay(socket: BufferedSignal, owner: string, meetingId: string, meetingCode: string): void {
    const session = randomUUID();
    this.#edgeSessions.set(session, { socket, owner, meetingId });
    this.bus.send(owner, { kind: 'open', session, edge: this.nodeId, meetingId, meetingCode, host: socket.host });
    socket.onMessage((text) => this.bus.send(owner, { kind: 'frame', session, text }));
    socket.onClose(() => {
      if (this.#edgeSessions.delete(session)) this.bus.send(owner, { kind: 'closed', session });
    });
  }

  async #receive(message: RelayMessage): Promise<void> {
    switch (message.kind) {
      case 'open':
        return this.#openRelayed(message);
      case 'frame':
        return this.#ownerSessions.get(message.session)?.deliver(message.text);
      case 'closed':
        return this.#ownerSessions.get(message.session)?.gone();
      case 'send':
        return this.#edgeSessions.get(message.session)?.socket.send(message.text);
      case 'close': {
        const session = this.#edgeSessions.get(message.session);
        this.#edgeSessions.delete(message.session);
        return session?.socket.close(message.code);
      }
      case 'lifecycle':
        return this.deps.lifecycle(message.meetingId, message.change);
      case 'ask': {
        const answer = await this.deps.answer(message.meetingId, message.question);
        return this.bus.send(message.from, { kind: 'answer', requestId: message.requestId, answer });
      }
      case 'answer':
        return this.#questions.get(message.requestId)?.(message.answer);
    }
  }

  async #openRelayed(message: Extract<RelayMessage, { kind: 'open' }>): Promise<void> {
    const socket = new RelayedSocket(message.session, message.edge, message.meetingCode, this.bus, message.host);
    // Listed at once: the frames that follow are held while the claim is checked.
    this.#ownerSessions.set(message.session, socket);
    socket.onClose(() => this.#ownerSessions.delete(message.session));
    // The edge looked a moment ago; if this node has lost the room since, the browser tries again.
    if (this.#draining || (await this.owners.claim(message.meetingId)) !== this.nodeId) {
      return socket.close(CLOSE_RECONNECT);
    }
    this.deps.connect(socket, message.meetingCode);
  }

  /** Every tendMs: stay alive, keep the rooms, and notice nodes and owners that are gone. */
  async #tend(): Promise<void> {
    await this.owners.heartbeat();
    for (const meetingId of await this.owners.renew(this.deps.ownedRooms())) {
      this.deps.log.warn({ meetingId }, 'another node owns this room now: closing it here');
      await this.deps.closeRoom(meetingId);
    }
    const owners = new Map<string, string | null>();
    for (const [session, { socket, owner, meetingId }] of this.#edgeSessions) {
      if (!owners.has(meetingId)) owners.set(meetingId, await this.owners.ownerOf(meetingId));
      if (owners.get(meetingId) === owner) continue;
      // The owner died (its lease ran out) or gave the room up: the browser reconnects to whoever is next.
      this.#edgeSessions.delete(session);
      socket.close(CLOSE_RECONNECT);
    }
    const edges = new Map<string, boolean>();
    for (const socket of this.#ownerSessions.values()) {
      if (!edges.has(socket.edge)) edges.set(socket.edge, await this.owners.alive(socket.edge));
      if (!edges.get(socket.edge)) socket.gone();
    }
  }

  #warn(error: unknown): void {
    this.deps.log.warn({ err: error }, 'room relay between nodes failed');
  }
}

/** The meeting a `join` frame's token names, if the frame is a join with a token this cluster signed. */
function meetingOfJoin(text: string | undefined, secretKey: string): string | undefined {
  if (text === undefined) return undefined;
  try {
    const frame = JSON.parse(text) as { type?: unknown; token?: unknown };
    if (frame.type !== 'join' || typeof frame.token !== 'string') return undefined;
    return readSignedJoinToken(secretKey, frame.token)?.m;
  } catch {
    return undefined;
  }
}
