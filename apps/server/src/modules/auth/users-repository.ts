import type { Kysely } from 'kysely';
import type { Locale, Plan } from '@vm/contracts';
import type { Database } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';
import type { UserRow } from './auth-types';

export interface NewUser {
  email: string;
  name: string;
  phone?: string;
  plan: Plan;
  locale: Locale;
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Creates a verified guest; a concurrent registration of the same address yields the existing row. */
    async createVerified(user: NewUser, now: string): Promise<UserRow> {
      const id = randomId();
      await db
        .insertInto('users')
        .values({
          id,
          email: user.email,
          name: user.name,
          phone: user.phone ?? null,
          type: 'guest',
          plan: user.plan,
          locale: user.locale,
          verified: true,
          created_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      return (await this.findByEmail(user.email))!;
    },

    async setPlan(email: string, plan: Plan): Promise<boolean> {
      const result = await db.updateTable('users').set({ plan }).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPlanById(id: string, plan: Plan): Promise<void> {
      await db.updateTable('users').set({ plan }).where('id', '=', id).execute();
    },

    async setTimeZone(id: string, timeZone: string): Promise<void> {
      await db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', id).execute();
    },

    async setLocale(id: string, locale: Locale): Promise<void> {
      await db.updateTable('users').set({ locale }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
