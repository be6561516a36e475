/**
 * A small external store: immutable snapshots, change listeners, and nothing React-specific, so
 * the core stays framework-free and React reads it with useSyncExternalStore.
 */
export class Store<State> {
  private listeners = new Set<() => void>();

  constructor(private state: State) {}

  getState = (): State => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: (state: State) => State): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
