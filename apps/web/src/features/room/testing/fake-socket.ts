import type { SocketLike } from '../core/signaling/signaling-client';

/**
 * A stand-in for the browser's WebSocket: the test decides when it opens, what the "server" sends
 * and when it drops, and reads what the client sent.
 */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // ---- what the server side does ----
  serverAccepts(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  serverSends(message: unknown): void {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }),
    );
  }

  drop(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
