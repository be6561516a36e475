import type { GuestUser } from '@vm/contracts';
import { STORAGE_KEYS } from '../lib/storage';

export const guestUser: GuestUser = {
  id: 'u_1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isVerified: true,
  type: 'guest',
  plan: 'free',
  locale: 'en',
};

/** Stores a signed-in session the way a login does. */
export function storeSession({ withUser = true } = {}) {
  localStorage.setItem(STORAGE_KEYS.guestToken, 'guest-token');
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, '2099-01-01T00:00:00.000Z');
  localStorage.setItem(STORAGE_KEYS.userType, 'guest');
  if (withUser) localStorage.setItem(STORAGE_KEYS.guestUser, JSON.stringify(guestUser));
}
