import type { SignalSocket } from '../signaling/signal-socket';

interface Entry {
  /** Filled in when the broadcast reaches this socket (fan-out.ts); a direct send comes filled. */
  text?: string;
  close?: number;
  ready: boolean;
}

/**
 * One socket's outgoing frames, kept in order while a large broadcast is under way (fan-out.ts). A
 * broadcast to many sockets sends in chunks over several turns of the event loop, so it reserves its
 * place on each socket it has not reached yet; whatever else is sent to that socket meanwhile (its
 * own `participantUpdated`, a `removed` and the close) waits behind it. With nothing under way, sends
 * go straight to the socket.
 */
export class PeerOutbox {
  readonly #queue: Entry[] = [];

  constructor(private readonly socket: SignalSocket) {}

  send(text: string): void {
    if (this.#queue.length === 0) return this.socket.send(text);
    this.#queue.push({ text, ready: true });
  }

  close(code: number): void {
    if (this.#queue.length === 0) return this.socket.close(code);
    this.#queue.push({ close: code, ready: true });
  }

  /** A place in line for a broadcast's text, which the returned function delivers. */
  reserve(): (text: string) => void {
    const entry: Entry = { ready: false };
    this.#queue.push(entry);
    return (text) => {
      entry.text = text;
      entry.ready = true;
      this.#flush();
    };
  }

  #flush(): void {
    while (this.#queue[0]?.ready) {
      const entry = this.#queue.shift()!;
      if (entry.close !== undefined) this.socket.close(entry.close);
      else this.socket.send(entry.text!);
    }
  }
}
