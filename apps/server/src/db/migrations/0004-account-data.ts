import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * The account page (docs/product.md, 'Account page'; decision record 019): each session keeps the browser's
 * User-Agent so the page can name the device; an e-mail change waits on the new address until its code is typed; a
 * deleted account stays as an anonymous row (its past meetings still point at it), marked deleted.
 */
export const accountData: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
    await db.schema.alterTable('users').addColumn('deleted_at', t.instant).execute();
  },
};
