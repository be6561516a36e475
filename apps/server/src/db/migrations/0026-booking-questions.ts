import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import type { DialectMigration } from './column-types';

/**
 * The host's questions to visitors (decision record 068): `booking_types.questions` holds them as
 * JSON, and `bookings.questions` the questions as they were when the visitor answered, so the host
 * reads each answer beside its question after the type changed or was deleted.
 */
export const bookingQuestions: DialectMigration = {
  async up(db: Kysely<unknown>, _dialect: Dialect) {
    await db.schema
      .alterTable('booking_types')
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('bookings')
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
};
