import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { SIGNAL_PATH, type ClientMessage, type ServerMessage } from '@vm/contracts';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/**
 * A participant's signaling socket in API tests: the app's real WebSocket route, reached in memory
 * through @fastify/websocket's injectWS. Keeps every message; `next` takes the first unread of a type.
 */
export class SignalClient {
  readonly received: ServerMessage[] = [];
  readonly closed: Promise<void>;
  /** The close frame's code, once the socket closed. */
  closeCode: number | undefined;
  #unread: ServerMessage[] = [];
  #wake: Array<() => void> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.received.push(message);
      this.#unread.push(message);
      this.#wake.splice(0).forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code) => {
        this.closeCode = code;
        resolve();
      }),
    );
  }

  /** `headers`: the upgrade request's, such as the Host a browser would send (none unless said). */
  static async open(
    app: FastifyInstance,
    meetingCode: string,
    headers?: Record<string, string>,
  ): Promise<SignalClient> {
    return new SignalClient(await app.injectWS(SIGNAL_PATH(meetingCode), headers && { headers }));
  }

  /** Over a real TCP connection to a listening app (ping/pong timing needs a real socket). */
  static async connect(baseUrl: string, joinUrl: string): Promise<SignalClient> {
    // Join links are relative (/room/{code}#token=...): only their path and fragment count here.
    const url = new URL(joinUrl, 'http://localhost');
    const code = decodeURIComponent(url.pathname.split('/').pop()!);
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${SIGNAL_PATH(code)}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const client = new SignalClient(socket);
    client.send({ type: 'join', token: url.hash.replace('#token=', ''), audioMuted: false, videoMuted: false });
    return client;
  }

  /** Opens a socket and sends `join` with the token from a join URL. */
  static async join(
    app: FastifyInstance,
    joinUrl: string,
    extra: Partial<Extract<ClientMessage, { type: 'join' }>> = {},
    headers?: Record<string, string>,
  ): Promise<SignalClient> {
    const url = new URL(joinUrl, 'http://localhost');
    const code = decodeURIComponent(url.pathname.split('/').pop()!);
    const client = await SignalClient.open(app, code, headers);
    client.send({
      type: 'join',
      token: url.hash.replace('#token=', ''),
      audioMuted: false,
      videoMuted: false,
      ...extra,
    });
    return client;
  }

  send(message: ClientMessage | Record<string, unknown> | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async next<T extends ServerMessage['type']>(type: T, timeoutMs = 15_000): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.#unread.findIndex((message) => message.type === type);
      if (index >= 0) return this.#unread.splice(index, 1)[0] as Of<T>;
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = this.received.map((message) => message.type).join(', ');
        throw new Error(`no '${type}' message within ${timeoutMs} ms (received: ${seen || 'nothing'})`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Stops reading without closing, as a browser whose network vanished: no pongs, no close frame. */
  freeze(): void {
    // ws keeps its TCP socket in `_socket`; once paused, pings are never read, so never answered.
    (this.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  }

  /** Ends the socket without a `leave`, as a closed browser would. */
  drop(): void {
    this.socket.terminate();
  }

  close(): void {
    this.socket.close();
  }
}
