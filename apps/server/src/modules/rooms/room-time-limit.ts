import type { Clock } from '#server/lib/clock.ts';
import { TIME_WARNING_MS } from './room-info';
import { timeLimitPlan } from './room-timing';

/**
 * A room's plan time limit: a warning shortly before the closing time, then the close. Scheduled
 * again whenever the meeting changes; a closing time already warned about is not warned twice.
 */
export class RoomTimeLimit {
  /** The closing time already warned about. */
  #warnedFor: string | undefined;
  #timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly on: { warn(closesAt: string): void; close(): void },
  ) {}

  /** Whether everyone has been told that this closing time is near. */
  warnedAbout(closesAt: string | null): boolean {
    return this.#warnedFor !== undefined && this.#warnedFor === closesAt;
  }

  schedule(closesAt: string | null): void {
    this.clear();
    const plan = timeLimitPlan(closesAt, this.clock.now().getTime(), TIME_WARNING_MS);
    if (!plan || !closesAt) return;
    const warn = setTimeout(() => {
      if (this.#warnedFor === closesAt) return;
      this.#warnedFor = closesAt;
      this.on.warn(closesAt);
    }, plan.warnInMs);
    const close = setTimeout(() => this.on.close(), plan.closeInMs);
    this.#timers = [warn, close];
  }

  clear(): void {
    this.#timers.forEach(clearTimeout);
    this.#timers = [];
  }
}
