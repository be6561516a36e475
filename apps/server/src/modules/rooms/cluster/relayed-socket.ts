import type { SignalSocket } from '../signaling/signal-socket';
import type { RelayBus } from './relay-bus';

/**
 * On the room's owner: a browser socket held by another node (the edge), as the room sees it.
 * Frames arrive through the bus in order; what the room sends goes back to the edge.
 */
export class RelayedSocket implements SignalSocket {
  #open = true;
  #onMessage: ((text: string | undefined) => void) | undefined;
  /** Frames that came before the room connection listened (while the owner checked its claim). */
  readonly #held: Array<string | undefined> = [];
  readonly #onClose: Array<() => void> = [];

  constructor(
    readonly session: string,
    readonly edge: string,
    readonly meetingCode: string,
    private readonly bus: RelayBus,
    /** The host the browser reached the edge by (SignalSocket.host). */
    readonly host?: string,
  ) {}

  get open(): boolean {
    return this.#open;
  }

  send(text: string): void {
    if (this.#open) this.bus.sendFrame(this.edge, this.session, text);
  }

  close(code = 1000): void {
    if (!this.#open) return;
    this.bus.send(this.edge, { kind: 'close', session: this.session, code });
    this.gone();
  }

  onMessage(listener: (text: string | undefined) => void): void {
    this.#onMessage = listener;
    for (const text of this.#held.splice(0)) listener(text);
  }

  onClose(listener: () => void): void {
    this.#onClose.push(listener);
  }

  /** A frame the edge relayed. */
  deliver(text: string | undefined): void {
    if (!this.#open) return;
    if (this.#onMessage) this.#onMessage(text);
    else this.#held.push(text);
  }

  /** The browser's socket closed at the edge, or the edge node is gone. */
  gone(): void {
    if (!this.#open) return;
    this.#open = false;
    for (const listener of this.#onClose) listener();
  }
}
