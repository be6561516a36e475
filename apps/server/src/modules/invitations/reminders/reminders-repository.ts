import type { Insertable, Kysely } from 'kysely';
import type { Database, MeetingRemindersTable } from '#server/db/schema.ts';
import { chunks } from '#server/lib/chunks.ts';

/** Names one reminder: a meeting's recipient, lead and the start time it reminds of. */
export function reminderKey(meetingId: string, recipient: string, leadMinutes: number, startTime: string): string {
  return [meetingId, recipient, leadMinutes, new Date(startTime).toISOString()].join('|');
}

/** The reminders already queued (decision record 035); the table's unique index makes each one once. */
export function createRemindersRepository(db: Kysely<Database>) {
  return {
    /** The keys (reminderKey) of the reminders queued for these meetings at their current start times. */
    async queuedFor(meetings: ReadonlyArray<{ id: string; start_time: string }>): Promise<Set<string>> {
      const startOf = new Map(meetings.map((meeting) => [meeting.id, new Date(meeting.start_time).toISOString()]));
      const keys = new Set<string>();
      for (const ids of chunks([...startOf.keys()])) {
        const rows = await db
          .selectFrom('meeting_reminders')
          .select(['meeting_id', 'recipient', 'lead_minutes', 'start_time'])
          .where('meeting_id', 'in', ids)
          .execute();
        for (const row of rows) {
          const key = reminderKey(row.meeting_id, row.recipient, Number(row.lead_minutes), row.start_time);
          // Reminders of an earlier start time stay as a record but no longer count.
          if (new Date(row.start_time).toISOString() === startOf.get(row.meeting_id)) keys.add(key);
        }
      }
      return keys;
    },

    /** Records a queued reminder; false when it was recorded already (another node, an earlier pass). */
    async record(row: Insertable<MeetingRemindersTable>): Promise<boolean> {
      const result = await db
        .insertInto('meeting_reminders')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
