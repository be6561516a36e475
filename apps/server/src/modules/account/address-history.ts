import type { EarlierAddress } from '@vm/contracts';
import type { AddressSpan } from '#server/lib/address-spans.ts';
import type { UsersService } from '../auth/users-service';
import type { EarlierEmailRow, EarlierEmailsRepository } from './earlier-emails-repository';

interface Holding {
  email: string;
  from: string;
  until: string | null;
}

const time = (iso: string) => Date.parse(iso);

/**
 * Which of what was written to an address is an account's (decision record 019, 'Earlier
 * addresses'): what was written while the account held it, and what was written before anybody held
 * it (the invitation one registers to answer, the registration code), but nothing from another
 * holder's period, before or after. One span per address held: from just after the previous holder
 * let the address go (if anyone held it before) to when this account let it go (open for the current
 * address).
 */
export function spansOf(
  account: { email: string; created_at: string },
  earlier: readonly EarlierEmailRow[],
  sameAddresses: readonly EarlierEmailRow[],
): AddressSpan[] {
  const lastChange = earlier.reduce<string | null>(
    (latest, row) => (latest === null || time(row.held_until) > time(latest) ? row.held_until : latest),
    null,
  );
  const holdings: Holding[] = [
    ...earlier.map((row) => ({ email: row.email, from: row.held_from, until: row.held_until })),
    { email: account.email, from: lastChange ?? account.created_at, until: null },
  ];
  return holdings.map((holding) => {
    const before = sameAddresses.filter(
      (row) => row.email === holding.email && time(row.held_from) < time(holding.from),
    );
    const after = before.reduce<string | null>(
      (latest, row) => (latest === null || time(row.held_until) > time(latest) ? row.held_until : latest),
      null,
    );
    return { email: holding.email, after, until: holding.until };
  });
}

/** An account's addresses over time, for its export and its deletion. */
export function createAddressHistory(deps: { rows: EarlierEmailsRepository; users: UsersService }) {
  const { rows, users } = deps;
  return {
    /** The spans of every address the account held, the current one included. */
    async spansOf(userId: string): Promise<AddressSpan[]> {
      const account = await users.findById(userId);
      if (!account) return [];
      const earlier = await rows.ofUser(userId);
      const emails = [...new Set([account.email, ...earlier.map((row) => row.email)])];
      return spansOf(account, earlier, await rows.ofAddresses(emails));
    },

    /** The earlier addresses as the export shows them. */
    async earlierOf(userId: string): Promise<EarlierAddress[]> {
      return (await rows.ofUser(userId)).map((row) => ({
        email: row.email,
        heldFrom: new Date(row.held_from).toISOString(),
        heldUntil: new Date(row.held_until).toISOString(),
      }));
    },

    /** After the e-mail change: the mail telling the old address was queued, so the period ends now. */
    extendUntil: rows.extendUntil,
  };
}

export type AddressHistory = ReturnType<typeof createAddressHistory>;
