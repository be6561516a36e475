import { z } from 'zod';

/** One row of the Bulk Invitation modal; `key` keeps React's identity stable while rows come and go. */
export interface InviteeRow {
  key: number;
  email: string;
  name: string;
  phone: string;
}

let nextKey = 0;
export const blankRow = (): InviteeRow => ({ key: ++nextKey, email: '', name: '', phone: '' });

export interface Invitee {
  email: string;
  name: string;
  phone?: string;
}

/** Spec section 5: only rows with both an e-mail and a name (trimmed) are kept or counted. */
export function completeInvitees(rows: readonly InviteeRow[]): Invitee[] {
  return rows
    .map((row) => ({ email: row.email.trim(), name: row.name.trim(), phone: row.phone.trim() }))
    .filter((row) => row.email && row.name)
    .map(({ phone, ...row }) => (phone ? { ...row, phone } : row));
}

// The same e-mail rule the server applies (the contract's z.email()), so what passes here is accepted there.
const emailRule = z.email();
export const isEmail = (value: string) => emailRule.safeParse(value).success;

/** Addresses among the kept rows that are not e-mail addresses; any one blocks the whole send. */
export function invalidEmails(invitees: readonly Invitee[]): string[] {
  return invitees.filter((invitee) => !isEmail(invitee.email)).map((invitee) => invitee.email);
}
