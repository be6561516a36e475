import crypto from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** DATABASE_URL for the servers. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database `vm_bench_<random>` on a PostgreSQL server the bench may create databases on. */
export async function createThrowawayDatabase(
  serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<ThrowawayDatabase> {
  const name = `vm_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE) ends connections a crashed server may have left behind (PostgreSQL 13+).
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
