import { joinRoleSchema } from '@vm/contracts';
import { z } from 'zod';

const storageKey = (meetingCode: string) => `vm-room-token:${meetingCode}`;

/** The `token` in a fragment like `#token=abc`; null when there is none. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token?.trim() || null;
}

/** The token inside a room link the server returned (join-url, join). */
export function tokenFromRoomUrl(url: string): string | null {
  try {
    return tokenFromFragment(new URL(url, window.location.origin).hash);
  } catch {
    return null;
  }
}

/**
 * Takes the join token out of the address bar: it is read once, the fragment is replaced in the
 * current history entry (so Back, a bookmark or a shared screenshot never shows it), and the token
 * is kept in this tab's sessionStorage only, so a reload of this tab can rejoin. Falls back to a
 * token this tab stored earlier.
 */
export function takeJoinToken(meetingCode: string): string | null {
  const fromUrl = tokenFromFragment(window.location.hash);
  if (fromUrl) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    rememberJoinToken(meetingCode, fromUrl);
    return fromUrl;
  }
  try {
    return window.sessionStorage.getItem(storageKey(meetingCode));
  } catch {
    return null;
  }
}

export function rememberJoinToken(meetingCode: string, token: string): void {
  try {
    window.sessionStorage.setItem(storageKey(meetingCode), token);
  } catch {
    // Without storage a reload asks again; joining still works.
  }
}

export function forgetJoinToken(meetingCode: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(meetingCode));
  } catch {
    // Nothing stored.
  }
}

const claimsSchema = z.object({ name: z.string(), email: z.string(), role: joinRoleSchema, lobby: z.boolean() });
export type TokenClaims = z.infer<typeof claimsSchema>;

/**
 * What the token says about its holder (name for the pre-join form, whether a lobby waits). Read
 * without checking the signature: only the server trusts a token; this only fills in a form.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[0];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const parsed = claimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
