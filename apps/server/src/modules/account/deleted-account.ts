import crypto from 'node:crypto';

/**
 * What a deleted account's remains are called (decision record 019). The row stays because the
 * meetings it organised stay in the records of the people invited to them; it names nobody.
 */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * A fresh unique address no mail can reach (RFC 2606 reserves `.invalid`), made once per deletion:
 * the e-mail column stays unique, the old address is free to register afresh, and nothing in it
 * leads back to the person or their account id.
 */
export function deletedAddress(): string {
  return `deleted-${crypto.randomBytes(12).toString('hex')}@deleted.invalid`;
}
