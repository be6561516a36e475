import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, RecordingsTable } from '#server/db/schema.ts';
import type { RecordingRow } from './recording-types';

export function createRecordingsRepository(db: Kysely<Database>) {
  // Newest first; the id breaks ties, so the order is stable.
  const newestFirst = (column: 'meeting_id' | 'organizer_id', value: string): Promise<RecordingRow[]> =>
    db
      .selectFrom('recordings')
      .selectAll()
      .where(column, '=', value)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  return {
    async insert(row: Insertable<RecordingsTable>): Promise<void> {
      await db.insertInto('recordings').values(row).execute();
    },

    async findById(id: string): Promise<RecordingRow | undefined> {
      return db.selectFrom('recordings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A meeting's recordings, newest first (the id breaks ties, so the order is stable). */
    listForMeeting(meetingId: string): Promise<RecordingRow[]> {
      return newestFirst('meeting_id', meetingId);
    },

    /** Every recording of an organizer, newest first: the data export and the account deletion. */
    listForOrganizer(organizerId: string): Promise<RecordingRow[]> {
      return newestFirst('organizer_id', organizerId);
    },

    /** Bytes of the organizer's ready recordings: what counts against the plan's storage. */
    async readyBytesOf(organizerId: string): Promise<number> {
      const row = await db
        .selectFrom('recordings')
        .select((eb) => eb.fn.sum<number | string | null>('size_bytes').as('used'))
        .where('organizer_id', '=', organizerId)
        .where('status', '=', 'ready')
        .executeTakeFirst();
      // PostgreSQL's sum of bigint is numeric (parsed to a number in database.ts); SQLite's an integer.
      return Number(row?.used ?? 0);
    },

    /**
     * The organizer's unfinished recordings (recording or processing) with the bytes their raw tracks
     * take so far, as last measured (0 before the first measurement).
     */
    async inProgressOf(organizerId: string): Promise<Array<{ running: boolean; recordedBytes: number }>> {
      const rows = await db
        .selectFrom('recordings')
        .select(['status', 'recorded_bytes'])
        .where('organizer_id', '=', organizerId)
        .where('status', 'in', ['recording', 'processing'])
        .execute();
      return rows.map((row) => ({
        running: row.status === 'recording',
        recordedBytes: Number(row.recorded_bytes ?? 0),
      }));
    },

    /** The meeting's recording that runs now, if any (there is at most one). */
    async findRunning(meetingId: string): Promise<RecordingRow | undefined> {
      return db
        .selectFrom('recordings')
        .selectAll()
        .where('meeting_id', '=', meetingId)
        .where('status', '=', 'recording')
        .executeTakeFirst();
    },

    /** Recordings still marked as running whose room has not vouched for them since `before`. */
    listUnvouched(before: string): Promise<RecordingRow[]> {
      return db
        .selectFrom('recordings')
        .selectAll()
        .where('status', '=', 'recording')
        .where('updated_at', '<', before)
        .execute();
    },

    /** Changes a running recording only: a stop that raced another stop changes nothing. */
    async updateRunning(id: string, changes: Updateable<RecordingsTable>): Promise<boolean> {
      const result = await db
        .updateTable('recordings')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', 'recording')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async update(id: string, changes: Updateable<RecordingsTable>): Promise<void> {
      await db.updateTable('recordings').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('recordings').where('id', '=', id).execute();
    },
  };
}

export type RecordingsRepository = ReturnType<typeof createRecordingsRepository>;
