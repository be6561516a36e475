import type { Kysely } from 'kysely';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Several nodes send from one outbox (decision record 027). A sender claims a batch of due
 * messages by writing its node id and the end of its lease; another node takes a message only when
 * its claim is absent or past. Before, a claim pushed `next_attempt_at` forward, which mixed the
 * lease with the retry schedule and could not say who held a message.
 */
export const mailOutboxClaims: DialectMigration = {
  async up(db: Kysely<unknown>, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('claimed_until', t.instant).execute();
  },
};
