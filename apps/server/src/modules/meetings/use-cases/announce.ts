import { randomId } from '#server/lib/ids.ts';
import type { MeetingEvents } from '../meeting-events';
import { asMeetingId } from '../meeting-ids';
import type { JournalEntry } from '../meeting-journal-repository';
import { nowIso, type MeetingsContext } from './meetings-context';

type EventType = keyof MeetingEvents;

/**
 * Events whose reactions must survive a crash (decision record 054, 'Which handlers must survive a
 * crash'): journaled with the change, handed over again by the status job if a delivery was cut short.
 */
const JOURNALED = new Set<EventType>([
  'meeting.rescheduled',
  'meeting.ended',
  'meeting.cancelled',
  'meeting.became-series',
  'series.changed',
  'series.split',
  'series.cancelled',
  'meeting.purged',
]);

/** A journal entry older than this was not handed over by its own request: the request died. */
export const JOURNAL_GRACE_MS = 60_000;

/** An event to publish once its change is saved, with the journal entry to save with the change. */
export interface Announcement<K extends EventType = EventType> {
  type: K;
  event: MeetingEvents[K];
  entry?: JournalEntry;
}

export function announcement<K extends EventType>(
  ctx: MeetingsContext,
  type: K,
  event: MeetingEvents[K],
): Announcement<K> {
  if (!JOURNALED.has(type)) return { type, event };
  // The journal names the meeting by id only: nothing personal is kept, and a redelivery reads it fresh.
  const { meeting, ...rest } = event as { meeting?: { id: string } };
  const stored = meeting ? { ...rest, journaledMeetingId: meeting.id } : rest;
  return { type, event, entry: { id: randomId(), type, payload: JSON.stringify(stored), created_at: nowIso(ctx) } };
}

/** The journal entries to write in the change's transaction. */
export const entriesOf = (list: readonly (Announcement | undefined)[]): JournalEntry[] =>
  list.flatMap((item) => (item?.entry ? [item.entry] : []));

/** Publishes each event; an entry is deleted once every subscriber handled its event. */
export async function announce(ctx: MeetingsContext, list: readonly Announcement[]): Promise<void> {
  for (const { type, event, entry } of list) {
    await ctx.bus.publish(type, event);
    if (entry) await ctx.journal.delivered(entry.id);
  }
}

/**
 * The status job's hand-over of what a crash or a failing subscriber left in the journal: each entry's
 * event is published again (its meeting read anew), so subscribers see it at least once. An entry that
 * keeps failing is given up after a few tries. How many were delivered and how many failed.
 */
export async function redeliverJournal(ctx: MeetingsContext): Promise<{ delivered: number; failed: number }> {
  const before = new Date(ctx.clock.now().getTime() - JOURNAL_GRACE_MS).toISOString();
  const result = { delivered: 0, failed: 0 };
  for (const row of await ctx.journal.left(before, 100)) {
    try {
      const { journaledMeetingId, ...rest } = JSON.parse(row.payload) as Record<string, unknown>;
      const meeting =
        typeof journaledMeetingId === 'string'
          ? await ctx.meetings.findById(asMeetingId(journaledMeetingId))
          : undefined;
      // A meeting deleted since (a re-planned series' occurrence) has nobody left to tell.
      if (typeof journaledMeetingId !== 'string' || meeting) {
        const event = (meeting ? { ...rest, meeting } : rest) as MeetingEvents[EventType];
        await ctx.bus.publish(row.type as EventType, event);
      }
      await ctx.journal.delivered(row.id);
      result.delivered += 1;
    } catch {
      await ctx.journal.failed(row.id);
      result.failed += 1;
    }
  }
  return result;
}
