import type { Participant } from '@vm/contracts';
import type { Member } from '../room-state';

/**
 * On a large meeting's visible roster (docs/product.md "Large meetings: stage and audience", decision record 045): the speakers and the audience
 * members whose hand is raised. The rest of the audience is only counted.
 */
export const isListed = (participant: Participant): boolean =>
  participant.stageRole === 'speaker' || participant.handRaised;

/** A `rosterChanged` before it is addressed: `audienceCount` counts every unlisted audience member. */
export interface RosterDelta {
  participants: Participant[];
  hidden: string[];
  audienceCount: number;
}

/**
 * A large meeting's roster changes, gathered per participant and sent as one delta at most every
 * `intervalMs` (decision record 045), so a burst of joins costs a few fan-outs to everyone instead of
 * one per join. Pure bookkeeping over the room's members; the room sends what `deliver` gets.
 *
 * `#shown` holds every id some client may have on its visible roster: those sent in a delta and those
 * listed in a newcomer's `joined` (which reads the current state, ahead of the next delta). Only
 * those need a `hidden` entry when they leave or lower their hand; an unlisted audience member who
 * joins or leaves changes nothing but the count.
 */
export class RosterBatch {
  readonly #pending = new Set<string>();
  readonly #shown = new Set<string>();
  #sentCount: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly members: ReadonlyMap<string, Member>,
    private readonly intervalMs: number,
    private readonly deliver: (delta: RosterDelta) => void,
  ) {}

  /** What a newcomer's `joined` says: the listed others, and the unlisted audience but them. */
  snapshot(selfId: string): { participants: Participant[]; audienceCount: number } {
    const participants: Participant[] = [];
    let audienceCount = 0;
    for (const { participant } of this.members.values()) {
      if (isListed(participant)) {
        this.#shown.add(participant.id);
        if (participant.id !== selfId) participants.push(participant);
      } else if (participant.id !== selfId) audienceCount += 1;
    }
    return { participants, audienceCount };
  }

  /** Someone joined, changed or left: they are in the next delta, sent within `intervalMs`. */
  changed(id: string): void {
    if (this.#closed) return;
    this.#pending.add(id);
    // Not re-armed by later changes: a steady stream of them still gets a delta every interval.
    this.#timer ??= setTimeout(() => this.flush(), this.intervalMs).unref();
  }

  /** Sends what changed since the last delta, if anything did (the count included). */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const participants: Participant[] = [];
    const hidden: string[] = [];
    for (const id of this.#pending) {
      const participant = this.members.get(id)?.participant;
      if (participant && isListed(participant)) {
        participants.push(participant);
        this.#shown.add(id);
      } else if (this.#shown.delete(id)) hidden.push(id);
    }
    this.#pending.clear();
    let audienceCount = 0;
    for (const { participant } of this.members.values()) if (!isListed(participant)) audienceCount += 1;
    if (participants.length === 0 && hidden.length === 0 && audienceCount === this.#sentCount) return;
    this.#sentCount = audienceCount;
    this.deliver({ participants, hidden, audienceCount });
  }

  /** The room ended, was handed over or emptied: nothing more is sent and no timer is left behind. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending.clear();
  }
}
