import { z } from 'zod';
import { joinRoleSchema, type JoinRole } from '@vm/contracts';
import { hmac, sameDigest } from '#server/lib/hashing.ts';

/** Long enough to open the room and finish the pre-join screen; the room exchanges it at once. */
export const JOIN_TOKEN_TTL_MS = 15 * 60_000;

const claimsSchema = z.object({
  /** Meeting id (opaque). */
  m: z.string(),
  role: joinRoleSchema,
  name: z.string(),
  email: z.string(),
  /** User id when the person is signed in. */
  uid: z.string().optional(),
  /** The invitation an invitee's token was made for (their own, or the organizer's link for them). */
  inv: z.string().optional(),
  /** Must wait in the lobby until the host admits them. */
  lobby: z.boolean(),
  exp: z.number(),
});
export type JoinClaims = z.infer<typeof claimsSchema>;

/**
 * A short-lived join token naming the meeting, the person and their role, signed with the server secret
 * (an HMAC over the payload): `payload.signature`, both URL-safe. The session token never reaches the room.
 */
export function signJoinToken(
  secretKey: string,
  claims: Omit<JoinClaims, 'exp'> & { role: JoinRole },
  nowMs: number,
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: nowMs + JOIN_TOKEN_TTL_MS })).toString('base64url');
  return `${payload}.${signature(secretKey, payload)}`;
}

/** The claims of a valid, unexpired token, or undefined. */
export function verifyJoinToken(secretKey: string, token: string, nowMs: number): JoinClaims | undefined {
  const claims = readSignedJoinToken(secretKey, token);
  return claims && claims.exp > nowMs ? claims : undefined;
}

/**
 * The claims of a token we signed, expired or not. Only for a reconnect: the room lets an expired
 * token back in solely together with the resume key of the participant it admitted earlier.
 */
export function readSignedJoinToken(secretKey: string, token: string): JoinClaims | undefined {
  const [payload, signed] = token.split('.');
  if (!payload || !signed || !/^[0-9a-f]{64}$/.test(signed)) return undefined;
  if (!sameDigest(signature(secretKey, payload), signed)) return undefined;
  try {
    return claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

function signature(secretKey: string, payload: string): string {
  return hmac(secretKey, `join-token\n${payload}`);
}
