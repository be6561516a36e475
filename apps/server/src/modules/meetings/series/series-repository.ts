import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, MeetingSeriesTable, MeetingsTable } from '#server/db/schema.ts';
import { chunks } from '#server/lib/chunks.ts';
import { writeJournal, type JournalEntry } from '../meeting-journal-repository';

export type SeriesRow = Selectable<MeetingSeriesTable>;

/** The rows a (re-)planned series writes, all in one transaction so a crash leaves no half series. */
export interface SeriesPlan {
  insertSeries?: Insertable<MeetingSeriesTable>;
  updateSeries?: { id: string; changes: Updateable<MeetingSeriesTable> }[];
  insertMeetings: Insertable<MeetingsTable>[];
  updateMeetings: { id: string; changes: Updateable<MeetingsTable> }[];
  /** Scheduled occurrences the new plan has no place for; never started, so only their events and reminders go with them. */
  deleteMeetings: string[];
  /** The events announcing the change (decision record 054), written with it. */
  journal?: readonly JournalEntry[];
}

export function createSeriesRepository(db: Kysely<Database>) {
  return {
    async find(id: string): Promise<SeriesRow | undefined> {
      return db.selectFrom('meeting_series').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async apply(plan: SeriesPlan): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (plan.insertSeries) await trx.insertInto('meeting_series').values(plan.insertSeries).execute();
        for (const { id, changes } of plan.updateSeries ?? [])
          await trx.updateTable('meeting_series').set(changes).where('id', '=', id).execute();
        for (const row of plan.insertMeetings) await trx.insertInto('meetings').values(row).execute();
        for (const { id, changes } of plan.updateMeetings)
          await trx.updateTable('meetings').set(changes).where('id', '=', id).execute();
        for (const ids of chunks(plan.deleteMeetings)) {
          await trx.deleteFrom('meeting_events').where('meeting_id', 'in', ids).execute();
          await trx.deleteFrom('meeting_reminders').where('meeting_id', 'in', ids).execute();
          await trx.deleteFrom('meetings').where('id', 'in', ids).where('status', '=', 'scheduled').execute();
        }
        await writeJournal(trx, plan.journal ?? []);
      });
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
