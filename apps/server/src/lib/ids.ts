import crypto from 'node:crypto';

/** An opaque random identifier: 128 bits, URL-safe base64 (22 characters). Never sequential. */
export function randomId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** A bearer-style secret of `bytes` random bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}
