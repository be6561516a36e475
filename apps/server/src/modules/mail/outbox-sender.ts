import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import type { MailTransport } from './mail-types';
import { holdsSecret, type OutboxMessage, type OutboxRepository } from './outbox-repository';

export interface OutboxSenderOptions {
  repository: OutboxRepository;
  /** This node's id: whose claim a message carries while it is being sent. */
  nodeId: string;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message still not accepted this long after it was queued is given up (status failed). */
  giveUpAfterMs?: number;
}

export interface OutboxSenderState {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
}

/** Messages one pass claims: small, so a batch fits its lease and other nodes get the rest meanwhile. */
const BATCH = 10;
/** How long a claimed batch stays reserved for the node that claimed it; a dead node's claim runs out. */
const LEASE_MS = 2 * 60_000;
/**
 * The longest one SMTP hand-over may take (smtp-transport.ts: 10 s to connect, 10 s greeting, 30 s
 * idle), with room to spare: a message is started only while this much of the lease is left, so no
 * other node can take it while it is still being sent.
 */
const SEND_BUDGET_MS = 60_000;
const TWO_DAYS_MS = 2 * 24 * 60 * 60_000;

/**
 * Delivers the outbox in the background. A message is marked sent only after the transport resolved
 * (the SMTP server accepted it); a failure schedules a retry with exponential back-off. Requests never
 * wait for this: they only enqueue.
 */
export class OutboxSender {
  readonly state: OutboxSenderState = { lastSuccessAt: null, lastFailureAt: null, lastError: null };
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  /** Set by stop(): finish the message in hand, start no other. */
  #stopping = false;
  #wakeRequested = false;

  constructor(private readonly options: OutboxSenderOptions) {}

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#stopping = false;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** Called after an enqueue so new mail leaves at once instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#wakeRequested = true;
      return;
    }
    this.#schedule(0);
  }

  /**
   * One pass: claims a batch of due messages for this node and sends them; exposed for tests and
   * tools. Messages it does not get to (stopping, or its lease running short) go back at once.
   */
  async runOnce(): Promise<number> {
    const { repository, clock, nodeId } = this.options;
    const now = clock.now();
    const until = new Date(now.getTime() + LEASE_MS);
    const claimed = await repository.claimDue({
      by: nodeId,
      now: now.toISOString(),
      until: until.toISOString(),
      limit: BATCH,
    });
    let sent = 0;
    for (const [index, message] of claimed.entries()) {
      if (this.#stopping || clock.now().getTime() > until.getTime() - SEND_BUDGET_MS) {
        const rest = claimed.slice(index).map((left) => left.id);
        await repository.releaseClaims(rest, nodeId);
        break;
      }
      if (await this.#deliver(message)) sent += 1;
    }
    if (claimed.length === BATCH && !this.#stopping) this.#wakeRequested = true;
    return sent;
  }

  async #deliver(message: OutboxMessage): Promise<boolean> {
    const { repository, transport, clock, log } = this.options;
    const attempts = message.attempts + 1;
    try {
      await transport.send({ ...message, from: this.options.from, id: message.id });
      const at = clock.now().toISOString();
      await repository.markSent(message.id, attempts, at);
      if (holdsSecret(message.kind)) await repository.eraseContent(message.id);
      this.state.lastSuccessAt = at;
      this.state.lastError = null;
      log.info({ mailId: message.id, kind: message.kind, attempts }, 'mail accepted by %s', transport.kind);
      return true;
    } catch (error) {
      const reason = describe(error);
      const now = clock.now();
      this.state.lastFailureAt = now.toISOString();
      this.state.lastError = reason;
      const age = now.getTime() - Date.parse(message.createdAt);
      if (age > (this.options.giveUpAfterMs ?? TWO_DAYS_MS)) {
        await repository.markFailed(message.id, attempts, reason);
        if (holdsSecret(message.kind)) await repository.eraseContent(message.id);
        log.error({ mailId: message.id, kind: message.kind, attempts, reason }, 'mail given up');
      } else {
        const next = new Date(now.getTime() + this.backoffMs(attempts)).toISOString();
        await repository.markRetry(message.id, attempts, next, reason);
        log.warn({ mailId: message.id, kind: message.kind, attempts, next, reason }, 'mail not accepted, will retry');
      }
      return false;
    }
  }

  /** 1st retry after the base delay, then doubling, capped. */
  backoffMs(attempts: number): number {
    const { retryBaseMs, retryMaxMs } = this.options;
    return Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#stopped || this.#running) return;
    this.#running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        const again = this.#wakeRequested;
        this.#wakeRequested = false;
        this.#schedule(again ? 0 : this.options.pollMs);
      });
    await this.#running;
  }
}

/** Error text safe to store and log: no stack, bounded, and never the SMTP URL with its password. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/smtps?:\/\/[^@\s]*@/gi, 'smtp://***@').slice(0, 500);
}
