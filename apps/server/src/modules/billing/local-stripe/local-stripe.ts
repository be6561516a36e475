import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { STRIPE_API_VERSION } from '../stripe-api-version';
import { newPrice } from './account-objects';
import { LocalStripeError } from './api-error';
import { matchRoute, type ApiContext } from './api-routes';
import { BillingCycle } from './billing-cycle';
import { expandObject } from './expand';
import { list, parseFormParams } from './form-params';
import { newEvent, signedDelivery, type LocalEvent } from './local-event';
import { loadState, saveState, stripeId, type LocalStripeState } from './stripe-state';

export interface LocalStripeOptions {
  /** The secret key every call must carry, as Stripe's API asks for one. */
  apiKey: string;
  /** The signing secret of the webhook endpoint events are delivered to. */
  webhookSecret: string;
  /** The product's clock, so tests that move time move Stripe's too. */
  now?: () => Date;
  /** Where checkout, portal and invoice URLs lead (the test checkout's pages). */
  pagesUrl?: string;
  /** Keep the state in this file across restarts (the quick start). */
  stateFile?: string;
  /**
   * Where events go: given the signed body, it answers the HTTP status the endpoint gave. Without it
   * events are only kept in `events`, for a test to deliver as it likes.
   */
  deliver?: (delivery: { payload: string; signature: string }) => Promise<number>;
  log?: (message: string) => void;
}

/** Pro at 5.99 euro a month or 59.88 a year, VAT on top, under the default lookup keys. */
function seedPrices(state: LocalStripeState, created: number): void {
  if (Object.keys(state.prices).length > 0) return;
  const product = stripeId('prod');
  for (const price of [
    newPrice(
      { lookupKey: 'pro_monthly', nickname: 'Video Meeting Pro, monthly', unitAmount: 599, interval: 'month', product },
      created,
    ),
    newPrice(
      { lookupKey: 'pro_yearly', nickname: 'Video Meeting Pro, yearly', unitAmount: 5988, interval: 'year', product },
      created,
    ),
  ]) {
    state.prices[price.id] = price;
  }
}

/**
 * A Stripe API of our own for the calls the product makes (docs/decisions/053; README.md here), in
 * this process on a loopback port. The `stripe` library talks to it through its host, port and
 * protocol options. Events are signed as Stripe signs them and delivered one after another.
 */
export class LocalStripe {
  /** Every event made so far, oldest first. */
  readonly events: LocalEvent[] = [];
  #pending: LocalEvent[] = [];
  #delivering: Promise<void> = Promise.resolve();
  #outage = false;
  #sockets = new Set<Socket>();
  #idempotent = new Map<string, { request: string; status: number; body: string }>();
  readonly #state: LocalStripeState;
  readonly #cycle: BillingCycle;
  readonly #context: ApiContext;

  private constructor(
    private readonly options: LocalStripeOptions,
    private readonly server: http.Server,
  ) {
    this.#state = loadState(options.stateFile);
    seedPrices(this.#state, this.unixNow());
    const emit = (type: string, object: unknown, previous?: Record<string, unknown>) => {
      const event = newEvent(type, object, this.unixNow(), previous);
      this.events.push(event);
      this.#pending.push(event);
    };
    const pagesUrl = options.pagesUrl ?? 'http://localhost/dev/checkout';
    this.#cycle = new BillingCycle(this.#state, () => this.unixNow(), emit, pagesUrl);
    this.#context = { state: this.#state, cycle: this.#cycle, emit, now: () => this.unixNow(), pagesUrl };
    server.on('request', (request, response) => void this.answer(request, response));
    server.on('connection', (socket) => {
      // A Stripe outage: connections are cut without an answer.
      if (this.#outage) socket.destroy();
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
  }

  static async start(options: LocalStripeOptions): Promise<LocalStripe> {
    const server = http.createServer();
    const local = new LocalStripe(options, server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return local;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** For `new Stripe(key, {...})`: the library's host, port and protocol options. */
  get clientOptions() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The state as it is now, read-only by convention: for the test checkout's pages and for tests. */
  get state(): Readonly<LocalStripeState> {
    return this.#state;
  }

  /** Simulations (the test checkout's buttons, tests): the change, then its events delivered. */
  async simulate<T>(change: (cycle: BillingCycle) => T): Promise<T> {
    const result = change(this.#cycle);
    this.persist();
    await this.flush();
    return result;
  }

  /** While on, every connection is cut without an answer, as when Stripe cannot be reached. */
  setOutage(on: boolean): void {
    this.#outage = on;
    if (on) for (const socket of this.#sockets) socket.destroy();
  }

  /** A delivery of `event` signed with the endpoint's secret, at `timestamp` (Unix seconds; default now). */
  sign(event: LocalEvent, timestamp = this.unixNow()) {
    return signedDelivery(event, this.options.webhookSecret, timestamp);
  }

  /** Delivers the events not delivered yet, in order; waits for any delivery already running. */
  flush(): Promise<void> {
    const deliver = this.options.deliver;
    if (!deliver) return this.#delivering;
    this.#delivering = this.#delivering.then(async () => {
      while (this.#pending.length > 0) {
        const event = this.#pending.shift()!;
        const status = await deliver(this.sign(event)).catch(() => 0);
        if (status < 200 || status >= 300)
          this.options.log?.(`local Stripe: ${event.type} ${event.id} answered ${status}`);
      }
    });
    return this.#delivering;
  }

  async stop(): Promise<void> {
    await this.#delivering;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private unixNow(): number {
    return Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000);
  }

  private persist(): void {
    if (this.options.stateFile) saveState(this.options.stateFile, this.#state);
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const send = (status: number, payload: string, replayed = false) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': stripeId('req'),
        'stripe-version': STRIPE_API_VERSION,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(payload);
    };
    if (!this.authorized(request.headers.authorization)) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const earlier = typeof key === 'string' ? this.#idempotent.get(key) : undefined;
    if (earlier) {
      const same = earlier.request === `${url.pathname} ${body}`;
      const conflict = new LocalStripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
      send(same ? earlier.status : 400, same ? earlier.body : JSON.stringify(conflict.body()), same);
      return;
    }
    const [status, payload] = this.handle(method, url, body);
    if (typeof key === 'string')
      this.#idempotent.set(key, { request: `${url.pathname} ${body}`, status, body: payload });
    send(status, payload);
    if (method !== 'GET') {
      this.persist();
      // Stripe sends webhooks after it answered the call that caused them.
      setImmediate(() => void this.flush());
    }
  }

  private handle(method: string, url: URL, body: string): [number, string] {
    const route = matchRoute(method, url.pathname);
    if (!route) {
      const error = new LocalStripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${url.pathname}).`,
      );
      return [404, JSON.stringify(error.body())];
    }
    const params = parseFormParams(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    try {
      const result = route.handler(this.#context, params, route.id);
      const expand = list(params, 'expand').filter((path): path is string => typeof path === 'string');
      return [200, JSON.stringify(expandObject(result, expand, this.#state))];
    } catch (error) {
      if (error instanceof LocalStripeError) return [error.status, JSON.stringify(error.body())];
      this.options.log?.(`local Stripe: ${method} ${url.pathname} failed: ${String(error)}`);
      return [
        500,
        JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on the local Stripe server.' } }),
      ];
    }
  }

  private authorized(header: string | undefined): boolean {
    const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
    const expected = Buffer.from(this.options.apiKey);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}
