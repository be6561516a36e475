import type { WebSocket } from 'ws';

/**
 * A participant's signaling connection as a room's `SignalConnection` uses it: text frames in and
 * out. A WebSocket on this node, or a socket on another node whose frames are relayed here
 * (cluster/relayed-socket.ts).
 */
export interface SignalSocket {
  readonly open: boolean;
  /**
   * The host the browser reached the product by (its Host header, checked by lib/request-host.ts):
   * where its TURN URL points when the managed coturn listens where the product does. Nothing else.
   */
  readonly host?: string;
  send(text: string): void;
  /** 1000 when the visit is over; 1012 (service restart) asks the client to reconnect elsewhere. */
  close(code?: number): void;
  /** A text frame (undefined: a binary one, which the contract has no use for). */
  onMessage(listener: (text: string | undefined) => void): void;
  onClose(listener: () => void): void;
}

/** Close code that tells a client to come back, through the load balancer, to another node. */
export const CLOSE_RECONNECT = 1012;

/**
 * The last text sent, as UTF-8. A broadcast hands every socket the same string; given a string, `ws`
 * measures and encodes it again for each socket, given a Buffer it writes the bytes as they are. One
 * entry is enough: a broadcast's sends follow each other, and any other text simply replaces it.
 */
let lastText: string | undefined;
let lastBytes = Buffer.alloc(0);

function utf8(text: string): Buffer {
  if (text !== lastText) {
    lastText = text;
    lastBytes = Buffer.from(text, 'utf8');
  }
  return lastBytes;
}

/** A WebSocket of this node as a `SignalSocket`. */
export function webSocketSignal(socket: WebSocket, host?: string): SignalSocket {
  return {
    host,
    get open() {
      return socket.readyState === socket.OPEN;
    },
    send: (text) => {
      // A text frame all the same; the shared bytes are never written to (a server does not mask).
      if (socket.readyState === socket.OPEN) socket.send(utf8(text), { binary: false });
    },
    close: (code = 1000) => socket.close(code),
    onMessage: (listener) => socket.on('message', (data, isBinary) => listener(isBinary ? undefined : data.toString())),
    onClose: (listener) => socket.on('close', listener),
  };
}

/**
 * Pings the WebSocket and cuts it when the browser stops answering, so the others see it leave.
 * Runs on the node that holds the browser's socket, whichever node has its room. Returns the stop.
 */
export function keepAlive(socket: WebSocket, intervalMs: number): () => void {
  let alive = true;
  socket.on('pong', () => (alive = true));
  socket.on('error', () => socket.terminate());
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, intervalMs);
  const stop = () => clearInterval(timer);
  socket.on('close', stop);
  return stop;
}

/**
 * Holds a socket's first frames while the node decides where its room lives, then hands them, and
 * everything after, to the one consumer that attaches.
 */
export class BufferedSignal implements SignalSocket {
  readonly #held: Array<string | undefined> = [];
  #listener: ((text: string | undefined) => void) | undefined;
  #closed = false;
  readonly #closeListeners: Array<() => void> = [];
  /** The first frame (null: the socket closed before sending one). */
  readonly first: Promise<string | undefined | null>;

  constructor(private readonly inner: SignalSocket) {
    let settle: (text: string | undefined | null) => void = () => undefined;
    this.first = new Promise((resolve) => (settle = resolve));
    inner.onMessage((text) => {
      settle(text);
      if (this.#listener) this.#listener(text);
      else this.#held.push(text);
    });
    inner.onClose(() => {
      settle(null);
      this.#closed = true;
      for (const listener of this.#closeListeners) listener();
    });
  }

  get open(): boolean {
    return this.inner.open;
  }

  get host(): string | undefined {
    return this.inner.host;
  }

  send(text: string): void {
    this.inner.send(text);
  }

  close(code?: number): void {
    this.inner.close(code);
  }

  onMessage(listener: (text: string | undefined) => void): void {
    this.#listener = listener;
    for (const text of this.#held.splice(0)) listener(text);
  }

  onClose(listener: () => void): void {
    if (this.#closed) return listener();
    this.#closeListeners.push(listener);
  }
}
