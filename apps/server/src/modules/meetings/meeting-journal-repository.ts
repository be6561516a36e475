import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, MeetingEventJournalTable } from '#server/db/schema.ts';

export type JournalEntry = Insertable<MeetingEventJournalTable> & { id: string; type: string; payload: string };

/** Deliveries after which an entry is given up (logged, then left for an operator). */
export const JOURNAL_MAX_ATTEMPTS = 5;

/** Writes entries inside the caller's transaction: they exist exactly when the change they announce does. */
export async function writeJournal(trx: Transaction<Database>, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length > 0)
    await trx
      .insertInto('meeting_event_journal')
      .values([...entries])
      .execute();
}

/** The meetings' event journal (decision record 054): what must still be handed to subscribers. */
export function createMeetingJournalRepository(db: Kysely<Database>) {
  return {
    /** Every subscriber handled it. */
    async delivered(id: string): Promise<void> {
      await db.deleteFrom('meeting_event_journal').where('id', '=', id).execute();
    },

    async failed(id: string): Promise<void> {
      await db
        .updateTable('meeting_event_journal')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Entries written before `before` and still there: their first delivery was cut short. Oldest first. */
    async left(before: string, limit: number) {
      return db
        .selectFrom('meeting_event_journal')
        .selectAll()
        .where('created_at', '<=', before)
        .where('attempts', '<', JOURNAL_MAX_ATTEMPTS)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

export type MeetingJournalRepository = ReturnType<typeof createMeetingJournalRepository>;
