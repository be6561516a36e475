import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Booking pages (docs/product.md, 'Booking pages'; decision record 066): each account's handle, its
 * booking types, its one availability row (which a booking locks, so bookings of one host are decided
 * one at a time on every node), and the bookings. A confirmed booking holds its start: the partial
 * unique index on (host, start) refuses a second one even if two nodes got past every check.
 */
export const bookingPages: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('booking_handles')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('handle', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('booking_types')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('host_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('is_public', t.flag, (c) => c.notNull())
      .addColumn('require_approval', t.flag, (c) => c.notNull())
      .addColumn('allow_recording', t.flag, (c) => c.notNull())
      .addColumn('enabled', t.flag, (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      // A deleted type keeps its row for the bookings made with it; its link is free again.
      .addColumn('deleted_at', t.instant)
      .execute();
    await sql`create unique index booking_types_host_slug on booking_types (host_id, slug) where deleted_at is null`.execute(
      db,
    );

    await db.schema
      .createTable('booking_availability')
      .addColumn('host_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('time_zone', 'text', (c) => c.notNull())
      // JSON: { monday: [{ start, end }], ... } and [{ date, hours }], read and written whole.
      .addColumn('weekly_hours', 'text', (c) => c.notNull())
      .addColumn('date_overrides', 'text', (c) => c.notNull())
      .addColumn('minimum_notice_minutes', 'integer', (c) => c.notNull())
      .addColumn('horizon_days', 'integer', (c) => c.notNull())
      .addColumn('buffer_before_minutes', 'integer', (c) => c.notNull())
      .addColumn('buffer_after_minutes', 'integer', (c) => c.notNull())
      .addColumn('max_per_day', 'integer')
      .addColumn('slot_step_minutes', 'integer')
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('bookings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('host_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('booking_type_id', 'text', (c) => c.notNull().references('booking_types.id'))
      .addColumn('meeting_id', 'text')
      .addColumn('start_time', t.instant, (c) => c.notNull())
      .addColumn('end_time', t.instant, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('booker_name', 'text', (c) => c.notNull())
      .addColumn('booker_email', 'text', (c) => c.notNull())
      .addColumn('booker_phone', 'text')
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('time_zone', 'text', (c) => c.notNull())
      // The booker's language, for the e-mails about their booking.
      .addColumn('locale', 'text', (c) => c.notNull())
      // SHA-256 of the booker's 128-bit token; the token itself is only in their e-mail and reply.
      .addColumn('token_digest', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('cancelled_at', t.instant)
      .addColumn('cancel_reason', 'text')
      .execute();
    await sql`create unique index bookings_host_start on bookings (host_id, start_time) where status = 'confirmed'`.execute(
      db,
    );
    await db.schema.createIndex('bookings_meeting').on('bookings').column('meeting_id').execute();
  },
};
