import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Sign-in codes (decision record 007, 'nobody can lock a person out'): wrong tries are counted per code and client
 * address and per e-mail address per hour, so they need one row each (`otp_failures`); codes are now also looked up
 * by address and requesting client address (the resend wait and hourly budget are per that pair).
 */
export const otpFailures: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);

    await db.schema
      .createTable('otp_failures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code_id', 'text', (c) => c.notNull().references('otp_codes.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otp_failures_code_ip_idx').on('otp_failures').columns(['code_id', 'ip']).execute();
    await db.schema.createIndex('otp_failures_email_idx').on('otp_failures').columns(['email', 'created_at']).execute();
    await db.schema
      .createIndex('otp_codes_email_ip_idx')
      .on('otp_codes')
      .columns(['email', 'requester_ip', 'created_at'])
      .execute();
  },
};
