import type { Kysely, Selectable } from 'kysely';
import type { Database, EarlierEmailsTable } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';

export type EarlierEmailRow = Selectable<EarlierEmailsTable>;

/**
 * The addresses accounts had before their current one, with the period each was held (decision
 * record 019, 'Earlier addresses'). Rows are written by the e-mail change (profile-repository.ts, in
 * its transaction) and deleted with the account.
 */
export function createEarlierEmailsRepository(db: Kysely<Database>) {
  return {
    /** The account's earlier addresses, oldest first. */
    async ofUser(userId: string): Promise<EarlierEmailRow[]> {
      return db
        .selectFrom('earlier_emails')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('held_from')
        .orderBy('held_until')
        .execute();
    },

    /** Every account's periods of these addresses: who held one before decides where a span begins. */
    async ofAddresses(emails: string[]): Promise<EarlierEmailRow[]> {
      if (emails.length === 0) return [];
      return db.selectFrom('earlier_emails').selectAll().where('email', 'in', emails).execute();
    },

    /**
     * Moves the end of a period just recorded (ending at `from`) to `to`: the mail that tells the old
     * address of the change was queued after the change itself and belongs to the period.
     */
    async extendUntil(userId: string, email: string, from: string, to: string): Promise<void> {
      await db
        .updateTable('earlier_emails')
        .set({ held_until: to })
        .where('user_id', '=', userId)
        .where('email', '=', email)
        .where('held_until', '=', from)
        .execute();
    },
  };
}

export type EarlierEmailsRepository = ReturnType<typeof createEarlierEmailsRepository>;

/** Records that an account let an address go (inside the transaction of the change). */
export async function recordEarlierEmail(
  trx: Kysely<Database>,
  entry: { userId: string; email: string; heldFrom: string; heldUntil: string },
): Promise<void> {
  await trx
    .insertInto('earlier_emails')
    .values({
      id: randomId(),
      user_id: entry.userId,
      email: entry.email,
      held_from: entry.heldFrom,
      held_until: entry.heldUntil,
    })
    .execute();
}
