import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Who came (docs/product.md, 'Attendance'): one row per person and meeting, kept by the meetings
 * module as the room reports joins and leaves. `open_sessions` counts the person's connections in
 * the room now (two tabs are one person), `present_since` is when the first of them opened, and
 * `seconds_in_room` adds up what closed. `invitations.attended_at`: when an invitee first came.
 */
export const attendance: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('meeting_attendance')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('meeting_id', 'text', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('attendee_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('joined_via', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('invitation_id', 'text')
      .addColumn('first_joined_at', t.instant, (c) => c.notNull())
      .addColumn('last_left_at', t.instant)
      .addColumn('present_since', t.instant)
      .addColumn('open_sessions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seconds_in_room', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('meeting_attendance_person_uq', ['meeting_id', 'attendee_key'])
      .execute();
    await db.schema.createIndex('meeting_attendance_user_idx').on('meeting_attendance').column('user_id').execute();
    await db.schema.alterTable('invitations').addColumn('attended_at', t.instant).execute();
  },
};
