import type { Kysely, Updateable } from 'kysely';
import type { AccountProfile } from '@vm/contracts';
import type { Database, UsersTable } from '#server/db/schema.ts';
import type { UserRow } from '../auth/auth-types';
import { toGuestUser } from '../auth/user-mapper';
import { recordEarlierEmail } from './earlier-emails-repository';

/** The profile edits of the account page, on the users table that the auth module owns. */
export function createProfileRepository(db: Kysely<Database>) {
  return {
    async update(userId: string, changes: Pick<Updateable<UsersTable>, 'name' | 'phone' | 'locale'>): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.updateTable('users').set(changes).where('id', '=', userId).execute();
    },

    async setPendingEmail(userId: string, email: string | null): Promise<void> {
      await db.updateTable('users').set({ pending_email: email }).where('id', '=', userId).execute();
    },

    /**
     * Makes the waiting address the account's address, only while it is still the one waiting (a
     * newer request replaced it otherwise), and records the address it leaves with the period it was
     * held, in one transaction (decision record 019, 'Earlier addresses'). The e-mail column's unique
     * index refuses an address another account took meanwhile: the caller answers that as a conflict.
     * The address left, or undefined when nothing changed.
     */
    async confirmPendingEmail(userId: string, email: string, at: string): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email', 'created_at'])
          .where('id', '=', userId)
          .where('pending_email', '=', email)
          .executeTakeFirst();
        if (!user) return undefined;
        const result = await trx
          .updateTable('users')
          .set({ email, pending_email: null })
          .where('id', '=', userId)
          .where('pending_email', '=', email)
          .where('email', '=', user.email)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return undefined;
        // The address was held since the previous change, or since registration.
        const previous = await trx
          .selectFrom('earlier_emails')
          .select('held_until')
          .where('user_id', '=', userId)
          .orderBy('held_until', 'desc')
          .limit(1)
          .executeTakeFirst();
        await recordEarlierEmail(trx, {
          userId,
          email: user.email,
          heldFrom: previous?.held_until ?? user.created_at,
          heldUntil: at,
        });
        return user.email;
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

export function toAccountProfile(row: UserRow): AccountProfile {
  return {
    ...toGuestUser(row),
    phone: row.phone,
    createdAt: row.created_at,
    pendingEmail: row.pending_email,
  };
}
