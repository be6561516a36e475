import WebSocket from 'ws';
import {
  clientMessageSchema,
  SIGNAL_PATH,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@vm/contracts';
import { MessageListeners } from './message-listeners';

/**
 * One synthetic participant's signaling socket: the product's own WebSocket and messages, checked
 * against the contract both ways as the web app's SignalingClient does. No reconnects: a load run
 * counts a dropped socket as a failure instead of hiding it.
 */
export class Signal extends MessageListeners {
  readonly #socket: WebSocket;
  closed = false;

  private constructor(socket: WebSocket) {
    super();
    this.#socket = socket;
    socket.on('message', (data: Buffer) => {
      const parsed = serverMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!parsed.success) throw new Error(`malformed server message: ${data.toString('utf8').slice(0, 200)}`);
      this.deliver(parsed.data);
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

  protected failureOf(message: ServerMessage): string | undefined {
    const final = message.type === 'refused' || message.type === 'denied' || message.type === 'roomEnded';
    return final ? `${message.type}: ${message.message}` : undefined;
  }

  close(): void {
    if (this.#socket.readyState === WebSocket.OPEN) this.send({ type: 'leave' });
    this.#socket.close();
  }
}
