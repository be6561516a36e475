import type { GuestUser, Locale, Plan } from '@vm/contracts';
import type { UserRow } from './auth-types';

export function toGuestUser(row: UserRow): GuestUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isVerified: Boolean(row.verified),
    type: 'guest',
    plan: row.plan as Plan,
    locale: row.locale as Locale,
  };
}
