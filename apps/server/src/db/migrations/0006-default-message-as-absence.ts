import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './column-types';

/**
 * The organizer's default invitation message was stored as English text, so Turkish invitees read
 * it in English. It is an absence now, shown in the reader's language; rows holding the old default
 * word for word become that absence. The sentence is written out here, not imported: a migration
 * must keep doing what it did when it landed.
 */
const OLD_DEFAULT =
  'We are waiting for your participation in this meeting. Please be ready at the specified time to join the meeting.';

export const defaultMessageAsAbsence: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await sql`update invitations set personal_message = null where personal_message = ${OLD_DEFAULT}`.execute(db);
  },
};
