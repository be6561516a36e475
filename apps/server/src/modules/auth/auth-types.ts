import type { Selectable } from 'kysely';
import type { UsersTable } from '#server/db/schema.ts';

/** An account as the users table holds it; other modules read it through the auth module's services. */
export type UserRow = Selectable<UsersTable>;

/** What the account page and the data export show of a session: never its token hash. */
export const SESSION_PUBLIC_COLUMNS = [
  'id',
  'user_agent',
  'created_at',
  'last_seen_at',
  'expires_at',
  'revoked_at',
] as const;

/**
 * The one question auth asks of booking pages, for `GET /guest/me`: the account's booking handle, or
 * null. Built from the booking module's repository before auth (app.ts), like the meetings module's
 * invitation lookup, so auth never reads that table itself.
 */
export type BookingHandleLookup = (userId: string) => Promise<string | null>;
