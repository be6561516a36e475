import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/**
 * The few column types that differ between the dialects. Migrations use these so one migration set
 * runs on both: instants are timestamptz in PostgreSQL and ISO text in SQLite, flags are boolean or 0/1.
 */
export function columnTypes(dialect: Dialect) {
  return {
    instant: dialect === 'postgres' ? sql`timestamptz` : sql`text`,
    flag: dialect === 'postgres' ? sql`boolean` : sql`integer`,
    flagFalse: dialect === 'postgres' ? sql`false` : sql`0`,
    flagTrue: dialect === 'postgres' ? sql`true` : sql`1`,
  };
}

export type MigrationFn = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;
export interface DialectMigration {
  up: MigrationFn;
  down?: MigrationFn;
}
