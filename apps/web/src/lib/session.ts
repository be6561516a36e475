import { readItem, removeItem, SESSION_KEYS, STORAGE_KEYS } from './storage';

// The stored session: which token to send, and one place that ends it. The auth store listens
// for `clearSession` so a 401 seen by the API client signs the whole app out at once.
type Listener = () => void;
const listeners = new Set<Listener>();

/** The bearer token: the registration token (auth_token) wins over the login token (guest_token). */
export function getBearerToken(): string | null {
  return readItem(STORAGE_KEYS.authToken) || readItem(STORAGE_KEYS.guestToken) || null;
}

export function hasStoredToken(): boolean {
  return getBearerToken() !== null;
}

/** Whether anything of a sign-in is stored (a token, its type or the user): the auth store has something to read. */
export function hasStoredSession(): boolean {
  return SESSION_KEYS.some((key) => readItem(key) !== null);
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) removeItem(key);
  for (const listener of listeners) listener();
}

export function onSessionCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
