import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrationProvider } from './migrations';
import type { Database, Dialect } from './schema';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: run inside this schema (tests use one fresh schema per run). */
  schema?: string;
}

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * PostgreSQL hands back Date objects and int8 strings; parse them into the same ISO strings and numbers
 * SQLite gives, so repositories read one shape whatever the dialect.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
      const toDate = pg.types.getTypeParser(oid, 'text') as (value: string) => Date;
      return (value: string) => toDate(value).toISOString();
    }
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

export function openDatabase(config: Config['database'], options: DatabaseOptions = {}): DatabaseHandle {
  if (config.dialect === 'postgres') return openPostgres(config.url, options.schema);
  return openSqlite(config.file);
}

/** The database holds every account, session and invitation: owner only, like the dev mailbox. */
const OWNER_ONLY = 0o600;

/**
 * Creates the database file owner-only before SQLite opens it: SQLite gives its -wal and -shm files the
 * main file's mode, so they follow. Files an earlier version left readable to others are tightened.
 */
function restrictToOwner(file: string) {
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY));
  for (const part of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(part, OWNER_ONLY);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  restrictToOwner(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several writers (requests, the outbox sender) share one file; wait instead of failing on a lock.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return handle(db, 'sqlite');
}

function openPostgres(url: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return handle(db, 'postgres', schema);
}

/**
 * `schema` names where the migration bookkeeping lives. Kysely otherwise looks for its tables in every
 * schema it can see, so another schema's `kysely_migration_lock` (a parallel test's) made it skip
 * creating its own and then fail on it.
 */
function handle(db: Kysely<Database>, dialect: Dialect, schema?: string): DatabaseHandle {
  return {
    db,
    dialect,
    async migrate() {
      const migrator = new Migrator({
        db,
        provider: migrationProvider(dialect),
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
        throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
