import crypto from 'node:crypto';

/**
 * Secrets the server must give back later but never keep readable at rest (a calendar reply address's
 * token, decision record 061): sealed with AES-256-GCM under a key derived from the server secret for
 * one purpose, and bound to the row they belong to (`context`, the GCM additional data), so a sealed
 * value copied to another row does not open there. A different SECRET_KEY opens nothing: `open` then
 * answers undefined and the caller makes a new secret.
 */
const VERSION = 'v1';

function keyFor(secretKey: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secretKey, 'sealed-secret', purpose, 32));
}

/** `v1.<iv>.<ciphertext>.<tag>`, each part base64url. */
export function seal(secretKey: string, purpose: string, context: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secretKey, purpose), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The sealed text, or undefined when it was sealed under another key, purpose or context, or altered. */
export function open(secretKey: string, purpose: string, context: string, sealed: string): string | undefined {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(secretKey, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
