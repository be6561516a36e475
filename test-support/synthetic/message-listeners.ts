import type { ServerMessage } from '@vm/contracts';

type Handler = (message: ServerMessage) => void;

/**
 * Server messages handed to whoever listens, and a promise of the next one of a type: what the load
 * tool's socket (signal.ts) and a test's in-process stand-in for it (e2e/media/support/direct-signal.ts)
 * share. Each says which messages mean that what was awaited will not come.
 */
export abstract class MessageListeners {
  readonly #handlers = new Set<Handler>();

  on(handler: Handler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /** The next message of one type; one that `failureOf` names rejects instead. */
  next<T extends ServerMessage['type']>(type: T, timeoutMs = 30_000): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (off(), reject(new Error(`no ${type} within ${timeoutMs} ms`))), timeoutMs);
      const off = this.on((message) => {
        const failure = message.type === type ? undefined : this.failureOf(message);
        if (message.type !== type && failure === undefined) return;
        clearTimeout(timer);
        off();
        if (failure === undefined) resolve(message as Extract<ServerMessage, { type: T }>);
        else reject(new Error(failure));
      });
    });
  }

  protected deliver(message: ServerMessage): void {
    for (const handler of this.#handlers) handler(message);
  }

  /** Why a message ends every wait (a refusal, say); undefined when it does not. */
  protected abstract failureOf(message: ServerMessage): string | undefined;
}
