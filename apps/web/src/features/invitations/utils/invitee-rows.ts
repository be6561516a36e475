import { z } from 'zod';

/** One row of the Bulk Invitation modal, as typed. */
export interface InviteeRow {
  email: string;
  name: string;
  phone: string;
}

export type InviteeField = keyof InviteeRow;

export const blankRow = (): InviteeRow => ({ email: '', name: '', phone: '' });

export interface Invitee {
  email: string;
  name: string;
  phone?: string;
}

/** A kept invitee and the form row it came from, so an answer about it can be shown on that row. */
export interface KeptInvitee extends Invitee {
  row: number;
}

/** Only rows with both an e-mail and a name (trimmed) are kept or counted (docs/product.md, 'Bulk Invitation'). */
export function keptInvitees(rows: readonly InviteeRow[]): KeptInvitee[] {
  return rows.flatMap((typed, row) => {
    const email = typed.email.trim();
    const name = typed.name.trim();
    const phone = typed.phone.trim();
    if (!email || !name) return [];
    return [phone ? { row, email, name, phone } : { row, email, name }];
  });
}

// The same e-mail rule the server applies (the contract's z.email()), so what passes here is accepted there.
const emailRule = z.email();
export const isEmail = (value: string) => emailRule.safeParse(value).success;

/** Kept invitees whose address is not an e-mail address; any one blocks the whole send. */
export function invalidInvitees<T extends Invitee>(invitees: readonly T[]): T[] {
  return invitees.filter((invitee) => !isEmail(invitee.email));
}

const rowFieldPath = /^invitees\.(\d+)\.(email|name|phone)$/;

/**
 * The server names a refused row's field by its place in the request: `invitees.2.email` (each
 * row's reason when no row was sent, or a validation error). Null for any other field.
 */
export function parseRowField(path: string): { index: number; field: InviteeField } | null {
  const match = rowFieldPath.exec(path);
  if (!match) return null;
  return { index: Number(match[1]), field: match[2] as InviteeField };
}
