import { once } from 'node:events';
import WebSocket from 'ws';
import { SIGNAL_PATH, type ServerMessage } from '@vm/contracts';

/**
 * A signaling-only participant for load runs with hundreds of sockets in one process: the product's
 * WebSocket and `join`, no media (it never publishes nor answers a subscriber offer), and no schema
 * check of what arrives (test-support/synthetic/signal.ts checks every message; here that would cost the
 * generator more than the server). Keeps the messages of the types asked for, with their arrival time.
 */
export class LightSignal {
  readonly kept: Array<{ at: number; message: ServerMessage }> = [];
  readonly counts = new Map<string, number>();
  joined: Extract<ServerMessage, { type: 'joined' }> | undefined;
  refused: string | undefined;
  readonly #socket: WebSocket;
  readonly #keep: Set<string>;

  private constructor(socket: WebSocket, keep: string[]) {
    this.#socket = socket;
    this.#keep = new Set(keep);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      this.counts.set(message.type, (this.counts.get(message.type) ?? 0) + 1);
      if (message.type === 'joined') this.joined = message;
      if (message.type === 'refused' || message.type === 'error')
        this.refused ??= `${message.type}: ${message.message}`;
      if (this.#keep.has(message.type)) this.kept.push({ at: performance.now(), message });
    });
  }

  /** Opens the room's socket and joins with the token of a join link (`/room/{code}#token=...`). */
  static async join(baseUrl: string, joinLink: string, keep: string[] = []): Promise<LightSignal> {
    const link = new URL(joinLink, baseUrl);
    const code = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? '';
    const socket = new WebSocket(new URL(SIGNAL_PATH(code), baseUrl.replace(/^http/, 'ws')), {
      perMessageDeflate: false,
    });
    await once(socket, 'open');
    const signal = new LightSignal(socket, keep);
    socket.send(JSON.stringify({ type: 'join', token, audioMuted: true, videoMuted: true }));
    const deadline = Date.now() + 60_000;
    while (!signal.joined) {
      if (signal.refused) throw new Error(`join refused: ${signal.refused}`);
      if (Date.now() > deadline) throw new Error('no joined within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return signal;
  }

  count(type: ServerMessage['type']): number {
    return this.counts.get(type) ?? 0;
  }

  close(): void {
    this.#socket.terminate();
  }
}
