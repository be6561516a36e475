import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import type { DatabaseOptions } from '#server/db/database.ts';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Environment for loadConfig (DATABASE_URL). */
  env: Record<string, string>;
  options: DatabaseOptions;
  config(dataDir: string): Config['database'];
  /** Drops what the run created. */
  cleanup(): Promise<void>;
  /**
   * Runs `work` (an app's start, which migrates) so that no test's schema is dropped meanwhile; see
   * `schemaDropLock` below.
   */
  migrating<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Kysely's migrator looks for its table by listing every table of every schema the database has,
 * and PostgreSQL fails that whole listing ('schema "test_..." does not exist') when another worker
 * drops its schema in the middle of it. Starts take this advisory lock shared, drops take it alone,
 * so the two never overlap while starts still run side by side.
 */
const schemaDropLock = 72_028_411;

async function withAdvisoryLock<T>(url: string, shared: boolean, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(shared ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [schemaDropLock]);
    return await work();
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The dialects every repository and API suite runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL run gets its own fresh schema.
 */
export const testDialects: Array<'sqlite' | 'postgres'> = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!postgresUrl && !process.env.VITEST_POSTGRES_NOTICE_SHOWN) {
  process.env.VITEST_POSTGRES_NOTICE_SHOWN = '1';
  console.warn('TEST_DATABASE_URL is not set: PostgreSQL suites are skipped, SQLite suites run.');
}

export async function createTestDatabase(name: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (name === 'sqlite') {
    return {
      name,
      env: {},
      options: {},
      config: (dataDir) => ({ dialect: 'sqlite', file: path.join(dataDir, 'test.db') }),
      cleanup: async () => {},
      migrating: (work) => work(),
    };
  }
  const url = postgresUrl!;
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    name,
    env: { DATABASE_URL: url },
    options: { schema },
    config: () => ({ dialect: 'postgres', url }),
    async cleanup() {
      await withAdvisoryLock(url, false, async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      });
    },
    migrating: (work) => withAdvisoryLock(url, true, work),
  };
}
