import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './column-types';

/**
 * Invitations: one live invitation per address and meeting, enforced by the database (a partial
 * unique index, which both dialects support); and the sender of each e-mail, so invitation mail can
 * be capped per organizer.
 */
export const invitationRules: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('invitations_live_address_idx')
      .on('invitations')
      .columns(['meeting_id', 'invitee_email'])
      .unique()
      .where(sql.ref('status'), 'in', sql`('pending', 'accepted', 'declined')`)
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('sender_id', 'text').execute();
    await db.schema
      .createIndex('mail_outbox_sender_idx')
      .on('mail_outbox')
      .columns(['sender_id', 'created_at'])
      .execute();
  },
};
