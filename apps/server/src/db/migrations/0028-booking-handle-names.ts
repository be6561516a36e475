import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Editable booking handles and the booker's links in every invitation e-mail (decision record 070).
 * `booking_handle_names` holds every handle in use: each account's current one (`reserved_until` null)
 * and the ones it left in the last 90 days, so one primary key keeps current and old handles apart
 * from everyone else's. `bookings.sealed_token` is the booker's token sealed with the server secret,
 * so later e-mails about the booking can carry its links.
 */
export const bookingHandleNames: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('booking_handle_names')
      .addColumn('handle', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reserved_until', t.instant)
      .execute();
    await db.schema.createIndex('booking_handle_names_user').on('booking_handle_names').column('user_id').execute();
    await sql`insert into booking_handle_names (handle, user_id, reserved_until) select handle, user_id, null from booking_handles`.execute(
      db,
    );
    await db.schema.alterTable('bookings').addColumn('sealed_token', 'text').execute();
  },
};
