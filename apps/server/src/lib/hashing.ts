import crypto from 'node:crypto';

/** Keyed hash for low-entropy secrets (6-digit codes): useless without the server secret. */
export function hmac(secretKey: string, message: string): string {
  return crypto.createHmac('sha256', secretKey).update(message).digest('hex');
}

/** Plain hash for high-entropy secrets (256-bit session tokens): a stolen table reveals no token. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
