import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, Dialect } from '#server/db/schema.ts';

/**
 * Rows that one node at a time works on, for a while: the mail outbox (decision record 027) and the
 * recording jobs (decision record 033). A row names its holder in `claimed_by` and the end of its
 * lease in a second column; once the lease has run out (the holder died or lost the database) any
 * node may take it again. Every change the holder makes is conditional on still holding it
 * (`heldBy`), so a node that lost a row changes nothing.
 */

/** A select of the ids free to take, ordered and limited, that PostgreSQL can lock without waiting. */
export interface FreeRows {
  forUpdate(): FreeRows;
  skipLocked(): FreeRows;
  execute(): Promise<{ id: string }[]>;
}

export interface RowClaim<Row> {
  /** The rows free to take now: unclaimed or their lease run out, and whatever else makes them due. */
  free(trx: Transaction<Database>): FreeRows;
  /**
   * Takes `ids` for this node until its lease ends: an UPDATE ... RETURNING whose condition checks
   * again that each row is still free, so a row taken meanwhile is left out.
   */
  take(trx: Transaction<Database>, ids: string[]): { execute(): Promise<Row[]> };
}

/**
 * Claims rows in one short transaction; each row goes to exactly one of the nodes asking at once.
 * PostgreSQL: the free rows are locked with FOR UPDATE SKIP LOCKED, so a concurrent claim passes over
 * them instead of waiting, and takes the next ones. SQLite has no row locks (one node, one writer at a
 * time): there the UPDATE's own condition, one atomic statement, keeps a row claimed meanwhile out.
 */
export async function claimRows<Row>(db: Kysely<Database>, dialect: Dialect, claim: RowClaim<Row>): Promise<Row[]> {
  return db.transaction().execute(async (trx) => {
    const free = claim.free(trx);
    const ids = (await (dialect === 'postgres' ? free.forUpdate().skipLocked() : free).execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return claim.take(trx, ids).execute();
  });
}

/** The condition of every change a holder makes: the row is still `holder`'s, in the state it left it. */
export const heldBy = (holder: string, status: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref('claimed_by')} = ${holder} and ${sql.ref('status')} = ${status}`;
