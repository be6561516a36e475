import crypto from 'node:crypto';

/**
 * What a deleted account's remains are called (decision record 019). The row stays because the
 * meetings it organised stay in the records of the people invited to them; it names nobody.
 */
export const DELETED_USER_NAME = 'Deleted user';

const DELETED_DOMAIN = '@deleted.invalid';

/**
 * A fresh unique address no mail can reach (RFC 2606 reserves `.invalid`), made once per deletion:
 * the e-mail column stays unique, the old address is free to register afresh, and nothing in it
 * leads back to the person or their account id.
 */
export function deletedAddress(): string {
  return `deleted-${crypto.randomBytes(12).toString('hex')}${DELETED_DOMAIN}`;
}

/**
 * Whether an address is a deleted account's placeholder: an invitation to one belonged to a person
 * who deleted their account, and its link answers as unknown (decision record 019).
 */
export function isDeletedAddress(email: string): boolean {
  return email.endsWith(DELETED_DOMAIN);
}
