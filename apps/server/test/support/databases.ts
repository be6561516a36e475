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
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
