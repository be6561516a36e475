import { createHmac } from 'node:crypto';

/** A TURN server's address and a credential for it, as browsers take it (RTCIceServer). */
export interface TurnCredential {
  username: string;
  credential: string;
}

/**
 * coturn's TURN REST API scheme (use-auth-secret): the username is `<expiry unix seconds>:<who>` and the
 * password is base64(HMAC-SHA1(secret, username)). The TURN server needs no list of users: it recomputes
 * the password from the username with the secret it shares with us, and refuses it after the expiry.
 */
export function turnCredential(secret: string, participantId: string, expiresAt: Date): TurnCredential {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${participantId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}
