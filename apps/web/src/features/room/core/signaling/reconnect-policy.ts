/**
 * When to try the signaling WebSocket again after it closed unexpectedly: exponential back-off
 * with full jitter (so a room full of people whose network blipped together does not hammer the
 * server in lock-step), capped, and a limit after which the room gives up and says so.
 */
export interface ReconnectPolicy {
  /** Milliseconds to wait before attempt number `attempt` (1-based), or null to give up. */
  delayFor(attempt: number): number | null;
}

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  maxAttempts?: number;
  /** A number in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

export function exponentialBackoff({
  baseMs = 500,
  maxMs = 10_000,
  maxAttempts = 12,
  random = Math.random,
}: BackoffOptions = {}): ReconnectPolicy {
  return {
    delayFor(attempt) {
      if (attempt < 1 || attempt > maxAttempts) return null;
      const ceiling = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
      // Never zero: half the ceiling is fixed, the other half random.
      return Math.round(ceiling / 2 + (random() * ceiling) / 2);
    },
  };
}
