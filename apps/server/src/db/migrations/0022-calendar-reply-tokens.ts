import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Calendar replies (docs/product.md, 'Calendar replies'; decision record 061): each invitation's own
 * reply address `reply+<token>@INBOUND_MAIL_DOMAIN`. Only the token's SHA-256 is looked up; the token
 * itself is kept sealed (AES-256-GCM under the server secret) so later updates and cancellations of the
 * same invitation name the same address. A table of its own, so nothing that reads invitations whole
 * (the account export) ever carries it; it goes with its invitation.
 */
export const calendarReplyTokens: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('invitation_reply_tokens')
      .addColumn('invitation_id', 'text', (c) => c.primaryKey().references('invitations.id').onDelete('cascade'))
      .addColumn('token_digest', 'text', (c) => c.notNull().unique())
      .addColumn('sealed_token', 'text', (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
  },
};
