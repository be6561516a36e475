import type { Plan } from '@vm/contracts';
import type { UserRow } from './auth-types';
import type { NewUser, UsersRepository } from './users-repository';

/**
 * Accounts for the auth routes and for other modules (the account page, invitations' languages):
 * the users repository stays behind this service.
 */
export function createUsersService(users: UsersRepository) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return users.findById(id);
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return users.findByEmail(email);
    },

    /** Creates a verified guest; a concurrent registration of the same address yields the existing row. */
    createVerified(user: NewUser, now: string): Promise<UserRow> {
      return users.createVerified(user, now);
    },

    /** The browser's time zone at sign-in, kept as the account's: e-mails give times in it. */
    setTimeZone(id: string, timeZone: string): Promise<void> {
      return users.setTimeZone(id, timeZone);
    },

    /** The account's effective plan, which meetings, rooms and recordings read; billing sets it (decision record 053). */
    setPlan(id: string, plan: Plan): Promise<void> {
      return users.setPlanById(id, plan);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
