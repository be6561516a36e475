import type { FastifyBaseLogger } from 'fastify';
import { clientMessageSchema, type ClientMessage, type ServerMessage } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import { ChatRateLimit } from '../chat-rate-limit';
import type { Room } from '../room';
import { handleMemberMessage } from '../room-actions';
import type { RoomService } from '../room-service';
import type { RoomTiming } from '../room-timing';
import type { Binding, RoomPeer } from '../room-types';
import { PeerOutbox } from '../roster/peer-outbox';
import { SerialQueue } from '../serial-queue';
import type { RoomMetrics } from '../room-metrics';
import { SignalBudget, type BudgetKey, type BudgetVerdict } from './signal-budget';
import type { SignalSocket } from './signal-socket';

export const SOCKET_MESSAGES = {
  notJson: 'Invalid message: expected JSON text.',
  joinFirst: 'Send join first.',
  alreadyJoined: 'Already joined.',
  inLobby: 'Please wait until the host lets you in.',
  joinTimeout: 'No join message arrived in time.',
  overBudget: 'Too many messages of this type: some were dropped.',
} as const;

/** Close code for a connection that kept sending over its budget (WebSocket's 'policy violation'). */
export const CLOSE_OVER_BUDGET = 1008;

/**
 * One browser's signaling connection to its room on this node: validates every message against the
 * contract and feeds them to the room one at a time. The socket may be on another node, which relays
 * its frames; the node holding the real WebSocket pings it (signal-socket.ts, keepAlive). Every frame
 * is held to the connection's budget first (signal-budget.ts), here on the room's owner node.
 */
export class SignalConnection {
  readonly peer: RoomPeer;
  #room: Room | undefined;
  #binding: Binding | undefined;
  #queue = new SerialQueue();
  #chatLimit = new ChatRateLimit();
  #budget = new SignalBudget();
  #flooded = false;
  #joinDeadline: NodeJS.Timeout;

  constructor(
    private readonly socket: SignalSocket,
    private readonly meetingCode: string,
    private readonly service: RoomService,
    timing: RoomTiming,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: RoomMetrics,
  ) {
    // In order, even while a broadcast is still on its way to this socket (peer-outbox.ts).
    const outbox = new PeerOutbox(socket);
    this.peer = {
      host: socket.host,
      send: (message: ServerMessage) => {
        // An offer asks for an answer, and for the layers of the cameras it brings (signal-budget.ts).
        if (message.type === 'subscriberOffer') this.#expectReply();
        outbox.send(JSON.stringify(message));
      },
      sendText: (text: string) => outbox.send(text),
      reserve: () => outbox.reserve(),
      close: (code = 1000) => outbox.close(code),
    };
    socket.onMessage((text) => {
      // Parsed and counted as it arrives: a frame over budget never waits in the queue.
      const message = parse(text);
      if (!this.#withinBudget(message.ok ? message.value.type : 'invalid')) return;
      this.#queue
        .run(() => this.#receive(message))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'signaling message failed');
          this.peer.send({ type: 'error', message: 'Something went wrong on the server.' });
        });
    });
    socket.onClose(() => this.#closed());
    this.#joinDeadline = setTimeout(() => {
      if (this.#binding) return;
      this.peer.send({ type: 'error', message: SOCKET_MESSAGES.joinTimeout });
      this.peer.close();
    }, timing.joinDeadlineMs);
  }

  #withinBudget(key: BudgetKey): boolean {
    if (this.#flooded) return false;
    const verdict = this.#budget.take(key, this.clock.now().getTime());
    if (!verdict.allowed) this.#overBudget(key, verdict);
    return verdict.allowed;
  }

  /**
   * A frame over budget is dropped. The client hears of it once per type and stretch (the web client
   * ignores SIGNALING_TOO_FAST quietly); a connection that keeps it up for 10 s is closed.
   */
  #overBudget(key: BudgetKey, verdict: Extract<BudgetVerdict, { allowed: false }>): void {
    this.metrics?.dropped(key);
    if (verdict.close) {
      this.#flooded = true;
      this.log.warn({ meetingCode: this.meetingCode }, 'room socket closed: over its signaling budget for 10 s');
      return this.peer.close(CLOSE_OVER_BUDGET);
    }
    if (verdict.tell) {
      this.peer.send({
        type: 'error',
        message: SOCKET_MESSAGES.overBudget,
        code: 'SIGNALING_TOO_FAST',
        params: { type: key },
      });
    }
  }

  #expectReply(): void {
    const nowMs = this.clock.now().getTime();
    this.#budget.credit('subscriberAnswer', nowMs);
    this.#budget.credit('videoQuality', nowMs);
  }

  async #receive(message: Parsed): Promise<void> {
    if (!message.ok) return this.peer.send({ type: 'error', message: message.error });
    const started = performance.now();
    try {
      await this.#handle(message.value);
    } finally {
      this.metrics?.handled(message.value.type, (performance.now() - started) / 1000);
    }
  }

  async #handle(parsed: ClientMessage): Promise<void> {
    if (parsed.type === 'join') {
      if (this.#binding) return this.peer.send({ type: 'error', message: SOCKET_MESSAGES.alreadyJoined });
      const joined = await this.service.join(this.meetingCode, this.peer, parsed);
      if (!joined) return;
      this.#room = joined.room;
      this.#binding = joined.binding;
      if (!this.socket.open) this.#closed();
      return;
    }
    const room = this.#room;
    const binding = this.#binding;
    if (!room || !binding) return this.peer.send({ type: 'error', message: SOCKET_MESSAGES.joinFirst });
    if (room.ended) return;
    if (binding.kind === 'lobby') {
      if (parsed.type !== 'leave') return this.peer.send({ type: 'error', message: SOCKET_MESSAGES.inLobby });
      room.disconnected(binding, this.peer);
      return this.peer.close();
    }
    const member = room.memberOn(binding, this.peer);
    if (member) await handleMemberMessage(room, member, this.peer, parsed, this.#chatLimit);
  }

  #closed(): void {
    clearTimeout(this.#joinDeadline);
    if (this.#room && this.#binding) this.#room.disconnected(this.#binding, this.peer);
  }
}

type Parsed = { ok: true; value: ClientMessage } | { ok: false; error: string };

function parse(text: string | undefined): Parsed {
  if (text === undefined) return { ok: false, error: SOCKET_MESSAGES.notJson };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: SOCKET_MESSAGES.notJson };
  }
  const result = clientMessageSchema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, error: `Invalid message${where}: ${issue?.message ?? 'unknown problem'}` };
}
