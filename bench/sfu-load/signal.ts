import WebSocket from 'ws';
import {
  clientMessageSchema,
  SIGNAL_PATH,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@vm/contracts';

type Handler = (message: ServerMessage) => void;

/**
 * One synthetic participant's signaling socket: the product's own WebSocket and messages, checked
 * against the contract both ways as the web app's SignalingClient does. No reconnects: a load run
 * counts a dropped socket as a failure instead of hiding it.
 */
export class Signal {
  readonly #socket: WebSocket;
  readonly #handlers = new Set<Handler>();
  closed = false;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: Buffer) => {
      const parsed = serverMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!parsed.success) throw new Error(`malformed server message: ${data.toString('utf8').slice(0, 200)}`);
      for (const handler of this.#handlers) handler(parsed.data);
    });
    socket.on('close', () => (this.closed = true));
  }

  /** Opens the room's socket; `localAddress` spreads sockets over 127.0.0.x when a limit needs it. */
  static open(baseUrl: string, meetingCode: string, localAddress?: string): Promise<Signal> {
    const url = new URL(SIGNAL_PATH(meetingCode), baseUrl.replace(/^http/, 'ws'));
    const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Signal(socket)));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`signaling refused: HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: ClientMessage): void {
    this.#socket.send(JSON.stringify(clientMessageSchema.parse(message)));
  }

  on(handler: Handler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /** The next message of one type (or a refusal/denial, which rejects). */
  next<T extends ServerMessage['type']>(type: T, timeoutMs = 30_000): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (off(), reject(new Error(`no ${type} within ${timeoutMs} ms`))), timeoutMs);
      const off = this.on((message) => {
        if (message.type === type) {
          clearTimeout(timer);
          off();
          resolve(message as Extract<ServerMessage, { type: T }>);
        } else if (message.type === 'refused' || message.type === 'denied' || message.type === 'roomEnded') {
          clearTimeout(timer);
          off();
          reject(new Error(`${message.type}: ${message.message}`));
        }
      });
    });
  }

  close(): void {
    if (this.#socket.readyState === WebSocket.OPEN) this.send({ type: 'leave' });
    this.#socket.close();
  }
}
