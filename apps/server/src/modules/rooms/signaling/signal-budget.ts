import type { ClientMessage } from '@vm/contracts';

/** A token bucket's size: `burst` messages at once, then `perSecond` more each second. */
export interface Allowance {
  burst: number;
  perSecond: number;
}

/** What a budget is kept for: a client message type, or frames that are not a valid message at all. */
export type BudgetKey = ClientMessage['type'] | 'invalid';

/** Every type's budget unless it has its own row below: ten at once, then two a second. */
export const DEFAULT_ALLOWANCE: Allowance = { burst: 10, perSecond: 2 };

/**
 * Types whose honest use needs more than the default (decision record 050 has the measurements and
 * the reasoning). Media negotiation must never trip: a dropped ICE candidate breaks a connection.
 * `subscriberAnswer` and `videoQuality` keep the default but get one more each time the server sends
 * a `subscriberOffer` (SignalBudget.credit): their honest number follows the server's offers, however
 * fast a big room's subscriptions change.
 */
export const SIGNAL_ALLOWANCES: Partial<Record<BudgetKey, Allowance>> = {
  // Every ICE gathering (two connections at a join, again at each ICE restart or reconnect) trickles
  // every local candidate at once: a well-connected laptop has 30 to 40 of them per connection.
  trickle: { burst: 150, perSecond: 20 },
  // The host working through a lobby or a crowd clicks faster than two a second; a non-host's is refused
  // without reaching anyone else.
  admit: { burst: 30, perSecond: 5 },
  deny: { burst: 30, perSecond: 5 },
  muteParticipant: { burst: 30, perSecond: 5 },
  removeParticipant: { burst: 30, perSecond: 5 },
  inviteToStage: { burst: 30, perSecond: 5 },
  moveToAudience: { burst: 30, perSecond: 5 },
  // As many as the audience list's own limit lets through (room-audience.ts: 20 in any 10 s).
  listAudience: { burst: 20, perSecond: 2 },
  // Honest use: one per connection and ICE (re)connection, and a credential refresh every few hours.
  connectionReport: { burst: 10, perSecond: 0.2 },
  refreshIceServers: { burst: 3, perSecond: 1 / 60 },
  // Honest use: one each time the browser's media falters.
  ping: { burst: 5, perSecond: 0.5 },
};

/** A connection over budget this long without a pause is closed. */
export const OVER_BUDGET_CLOSE_MS = 10_000;
/** A connection is back within budget once nothing was dropped for this long. */
export const OVER_BUDGET_CALM_MS = 2_000;

/**
 * What became of a message: taken, or dropped. `tell` is set on the first drop of its type in a
 * stretch over budget (the client gets one error, not one per dropped frame); `close` once the
 * connection has been over budget for OVER_BUDGET_CLOSE_MS.
 */
export type BudgetVerdict = { allowed: true } | { allowed: false; tell: boolean; close: boolean };

class Bucket {
  #tokens: number;
  #at: number;

  constructor(
    private readonly allowance: Allowance,
    nowMs: number,
  ) {
    this.#tokens = allowance.burst;
    this.#at = nowMs;
  }

  take(nowMs: number): boolean {
    this.#refill(nowMs);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** One more, above the refill (capped at the burst). */
  credit(nowMs: number): void {
    this.#refill(nowMs);
    this.#tokens = Math.min(this.allowance.burst, this.#tokens + 1);
  }

  #refill(nowMs: number): void {
    // A clock moved back (or the same instant) adds nothing.
    const elapsed = Math.max(0, nowMs - this.#at);
    this.#tokens = Math.min(this.allowance.burst, this.#tokens + (elapsed / 1000) * this.allowance.perSecond);
    this.#at = nowMs;
  }
}

/**
 * One signaling connection's budgets, a token bucket per message type (decision record 050), so one
 * participant cannot make the room send everybody thousands of updates. Chat keeps its own, stricter
 * limit as well (chat-rate-limit.ts); this one only stops a flood before it is even parsed further.
 */
export class SignalBudget {
  readonly #buckets = new Map<BudgetKey, Bucket>();
  /** When the current stretch over budget began, and when the last message was dropped. */
  #overSince: number | undefined;
  #lastDropAt = 0;
  readonly #told = new Set<BudgetKey>();

  constructor(private readonly allowances: Partial<Record<BudgetKey, Allowance>> = SIGNAL_ALLOWANCES) {}

  take(key: BudgetKey, nowMs: number): BudgetVerdict {
    if (this.#bucket(key, nowMs).take(nowMs)) return { allowed: true };
    if (this.#overSince === undefined || nowMs - this.#lastDropAt > OVER_BUDGET_CALM_MS) {
      this.#overSince = nowMs;
      this.#told.clear();
    }
    this.#lastDropAt = nowMs;
    const tell = !this.#told.has(key);
    this.#told.add(key);
    return { allowed: false, tell, close: nowMs - this.#overSince >= OVER_BUDGET_CLOSE_MS };
  }

  /** The server asked for one more message of this type (a `subscriberOffer` wants its answer). */
  credit(key: BudgetKey, nowMs: number): void {
    this.#bucket(key, nowMs).credit(nowMs);
  }

  #bucket(key: BudgetKey, nowMs: number): Bucket {
    let bucket = this.#buckets.get(key);
    if (!bucket) this.#buckets.set(key, (bucket = new Bucket(this.allowances[key] ?? DEFAULT_ALLOWANCE, nowMs)));
    return bucket;
  }
}
