import type { Kysely, Updateable } from 'kysely';
import type { AccountProfile } from '@vm/contracts';
import type { Database, UsersTable } from '#server/db/schema.ts';
import type { UserRow } from '../auth/auth-types';
import { toGuestUser } from '../auth/user-mapper';

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
     * newer request replaced it otherwise). The e-mail column's unique index refuses an address
     * another account took meanwhile: the caller answers that as a conflict.
     */
    async confirmPendingEmail(userId: string, email: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email, pending_email: null })
        .where('id', '=', userId)
        .where('pending_email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
