/** What a subscriber does with an event; the publisher waits for it (see DomainEvents.publish). */
export type EventHandler<T> = (event: T) => void | Promise<void>;

/** The subscribing side of a bus: what another module is handed, so it can listen but not publish. */
export interface EventSubscriptions<Events extends object, Checks extends object> {
  /** Reacts to something that happened. */
  on<K extends keyof Events>(type: K, handler: EventHandler<Events[K]>): void;
  /** May refuse (by throwing) a change that is about to be made; nothing is saved yet when it runs. */
  onCheck<K extends keyof Checks>(type: K, check: EventHandler<Checks[K]>): void;
}

/**
 * A typed in-process bus (decision record 054): the publishing module knows the event types, never
 * its subscribers. Handlers run one after another in the order they subscribed, and the publisher
 * awaits them, so a request answers after its reactions ran and a failing handler fails the request,
 * as the direct calls it replaces did. Nothing here survives a crash: a handler that must is
 * idempotent and is re-driven from durable state (the mail outbox's ids, a periodic job).
 */
export class DomainEvents<
  Events extends object,
  Checks extends object = Record<never, never>,
> implements EventSubscriptions<Events, Checks> {
  readonly #handlers = new Map<PropertyKey, Array<EventHandler<never>>>();
  readonly #checks = new Map<PropertyKey, Array<EventHandler<never>>>();

  on<K extends keyof Events>(type: K, handler: EventHandler<Events[K]>): void {
    add(this.#handlers, type, handler);
  }

  onCheck<K extends keyof Checks>(type: K, check: EventHandler<Checks[K]>): void {
    add(this.#checks, type, check);
  }

  async publish<K extends keyof Events>(type: K, event: Events[K]): Promise<void> {
    await run(this.#handlers, type, event);
  }

  /** Asks every check of `type`; the first to throw refuses the change. */
  async check<K extends keyof Checks>(type: K, proposal: Checks[K]): Promise<void> {
    await run(this.#checks, type, proposal);
  }
}

function add<T>(map: Map<PropertyKey, Array<EventHandler<never>>>, type: PropertyKey, handler: EventHandler<T>) {
  map.set(type, [...(map.get(type) ?? []), handler as EventHandler<never>]);
}

async function run<T>(map: Map<PropertyKey, Array<EventHandler<never>>>, type: PropertyKey, event: T) {
  for (const handler of map.get(type) ?? []) await (handler as EventHandler<T>)(event);
}
