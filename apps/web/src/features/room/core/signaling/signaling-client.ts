import { clientMessageSchema, serverMessageSchema, type ClientMessage, type ServerMessage } from '@vm/contracts';
import { Emitter } from '../emitter';
import { exponentialBackoff, type ReconnectPolicy } from './reconnect-policy';

/** The part of the browser's WebSocket this client uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** connecting: first attempt; reconnecting: after an unexpected close; failed: gave up. */
export type SignalingStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

export interface SignalingEvents extends Record<string, unknown> {
  message: ServerMessage;
  status: { status: SignalingStatus; attempt: number };
}

export interface SignalingClientOptions {
  url: string;
  /** Sent first on every socket that opens: `join`, with the latest resumeKey on reconnects. */
  hello: () => ClientMessage;
  createSocket?: (url: string) => SocketLike;
  policy?: ReconnectPolicy;
}

const OPEN = 1;
/** How long a `ping` may go unanswered (by anything at all) before the socket counts as dead. */
export const PROBE_DEADLINE_MS = 4_000;

/**
 * One WebSocket to our server, speaking the contract's messages: every frame received is checked
 * against `serverMessageSchema` (a malformed one is logged and dropped, never half-handled) and
 * every frame sent against `clientMessageSchema`. An unexpected close reconnects with back-off;
 * `close()` (leaving, or a final message such as `roomEnded`) stops that for good.
 */
export class SignalingClient {
  readonly events = new Emitter<SignalingEvents>();
  private socket: SocketLike | null = null;
  private status: SignalingStatus = 'idle';
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private probeTimer: ReturnType<typeof setTimeout> | null = null;
  /** Counts messages received, so a probe can tell whether anything came after it. */
  private heard = 0;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly policy: ReconnectPolicy;

  constructor(private readonly options: SignalingClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.policy = options.policy ?? exponentialBackoff();
  }

  get currentStatus(): SignalingStatus {
    return this.status;
  }

  /** Opens the connection; after close() it may be opened again. */
  connect(): void {
    if (this.status === 'connecting' || this.status === 'open' || this.status === 'reconnecting') return;
    this.attempt = 0;
    this.setStatus('connecting');
    this.open();
  }

  /** Sends when the socket is open; false when it is not (the caller decides what that means). */
  send(message: ClientMessage): boolean {
    const parsed = clientMessageSchema.safeParse(message);
    if (!parsed.success)
      throw new Error(`Refusing to send an invalid ${message.type} message: ${parsed.error.message}`);
    if (this.socket?.readyState !== OPEN || this.status !== 'open') return false;
    this.socket.send(JSON.stringify(parsed.data));
    return true;
  }

  /**
   * Checks that the open socket still reaches the server: sends `ping`, and reconnects at once when
   * nothing at all arrives within PROBE_DEADLINE_MS. A socket whose network went away (the laptop moved
   * to another network, its address is gone) stays open and silent for minutes otherwise, and the
   * ICE restart that would bring the media back travels over it. One probe at a time.
   */
  probe(): void {
    if (this.probeTimer || this.status !== 'open') return;
    const heardBefore = this.heard;
    if (!this.send({ type: 'ping' })) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      if (this.heard === heardBefore && this.status === 'open') this.reconnectNow();
    }, PROBE_DEADLINE_MS);
  }

  /** Drops the current socket and reconnects at once (used when media cannot recover otherwise). */
  reconnectNow(): void {
    if (this.status === 'closed' || this.status === 'failed') return;
    this.dropSocket();
    this.attempt = 0;
    this.setStatus('reconnecting');
    this.open();
  }

  /** Ends the connection on purpose: no reconnect follows. */
  close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.dropSocket();
    if (this.status !== 'failed') this.setStatus('closed');
  }

  private open(): void {
    const socket = this.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.setStatus('open');
      this.send(this.options.hello());
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // A close event always follows an error; reconnecting is decided there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      console.warn('Signaling: a frame that is not JSON was ignored');
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) {
      console.warn('Signaling: a message outside the contract was ignored', parsed.error.issues);
      return;
    }
    // The server answered, so this connection works: the next drop starts the back-off afresh.
    this.attempt = 0;
    this.heard += 1;
    this.events.emit('message', parsed.data);
  }

  private scheduleReconnect(): void {
    if (this.status === 'closed' || this.status === 'failed') return;
    this.attempt += 1;
    const delay = this.policy.delayFor(this.attempt);
    if (delay === null) {
      this.setStatus('failed');
      return;
    }
    this.setStatus(this.status === 'connecting' ? 'connecting' : 'reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private dropSocket(): void {
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (socket.readyState <= OPEN) socket.close(1000, 'client closed');
  }

  private setStatus(status: SignalingStatus): void {
    this.status = status;
    this.events.emit('status', { status, attempt: this.attempt });
  }
}
