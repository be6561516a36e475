import type { SessionData } from '@vm/contracts';
import { removeItem, STORAGE_KEYS, writeItem } from '../storage';
import { storeUser } from './stored-user';

/** How the session was obtained; it decides the token's storage key (docs/product.md, 'Signing in and out'). */
export type SignInVia = 'registration' | 'login';

const tokenKeys = { registration: STORAGE_KEYS.authToken, login: STORAGE_KEYS.guestToken } as const;

/**
 * Stores a new session: a registration's token under auth_token, a login's under guest_token, plus
 * token_expiry, user_type and guest_user. The other token key is removed, because the bearer header
 * prefers auth_token and an older one left behind would shadow the new session.
 */
export function saveSession(session: SessionData, via: SignInVia): void {
  removeItem(via === 'registration' ? STORAGE_KEYS.guestToken : STORAGE_KEYS.authToken);
  writeItem(tokenKeys[via], session.token);
  writeItem(STORAGE_KEYS.tokenExpiry, session.expiry);
  storeUser(session.user);
}
