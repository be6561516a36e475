import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * The addresses an account had before its current one, each with the period it held it (decision
 * record 019, amended 2026-11-28): the data export and the deletion reach what was written to an
 * earlier address while the account held it, and nothing from before or after, when the address may
 * belong to someone else. Changes made before this migration left no record.
 *
 * - `held_from`: when the account took the address (registered with it, or confirmed a change to it).
 * - `held_until`: when it let it go (its change to another address, once the old address was told).
 */
export const earlierEmails: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('earlier_emails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('held_from', t.instant, (c) => c.notNull())
      .addColumn('held_until', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('earlier_emails_user_idx').on('earlier_emails').column('user_id').execute();
    // Where an account's span of an address begins depends on who held that address before.
    await db.schema.createIndex('earlier_emails_email_idx').on('earlier_emails').column('email').execute();
  },
};
