// The local-storage keys (docs/product.md, 'Stored in the browser'). Access goes through these
// helpers because storage can throw (private mode, disabled storage, quota) and a failed read
// must never break a page.
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  guestToken: 'guest_token',
  tokenExpiry: 'token_expiry',
  userType: 'user_type',
  guestUser: 'guest_user',
  language: 'language',
  welcomeDismissed: 'welcome_dismissed',
  dashboardGuideCompleted: 'dashboard_guide_completed',
  dashboardFirstVisit: 'dashboard_first_visit',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The sign-in keys. Logout and the 401 rule remove exactly these; preferences stay. */
export const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.guestToken,
  STORAGE_KEYS.tokenExpiry,
  STORAGE_KEYS.userType,
  STORAGE_KEYS.guestUser,
];

export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}
