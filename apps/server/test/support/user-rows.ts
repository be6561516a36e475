import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '#server/db/schema.ts';

/**
 * Writes a user row straight into `users`, below the services: for tests of the storage itself.
 * By default Ada, a verified guest on the Free plan; `row` changes what the test is about.
 */
export async function insertUserRow(
  db: Kysely<Database>,
  row: Partial<Insertable<UsersTable>> & Pick<UsersTable, 'created_at'>,
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      email: 'ada@example.test',
      name: 'Ada',
      phone: null,
      type: 'guest',
      plan: 'free',
      locale: 'en',
      verified: true,
      ...row,
    })
    .execute();
}
