import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import type { DialectMigration } from './column-types';

/**
 * Invitation e-mails in the reader's and the organizer's time zones, and updates that say what
 * changed (docs/product.md, 'Invitation e-mail'; decision record 058):
 * - `users.time_zone`: the account's IANA time zone, which the web app keeps as the browser's;
 * - `invitations.sent_calendar`: what the invitee's calendar last got (title, times, how it repeats),
 *   as JSON, so the next update can say what changed since.
 */
export const mailTimes: DialectMigration = {
  async up(db: Kysely<unknown>, _dialect: Dialect) {
    await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
    await db.schema.alterTable('invitations').addColumn('sent_calendar', 'text').execute();
  },
};
