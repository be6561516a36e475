/** A minimal typed event emitter: `on` returns the function that removes the listener. */
export class Emitter<Events extends Record<string, unknown>> {
  private listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  on<Name extends keyof Events>(name: Name, listener: (payload: Events[Name]) => void): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(name, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      (listener as (value: Events[Name]) => void)(payload);
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
