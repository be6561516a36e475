import { useQueryClient } from '@tanstack/react-query';
import type { AuthState } from '@vm/contracts';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isInvitationPath } from '#web/config/paths.ts';
import { onSessionCleared } from '../session';
import { STORAGE_KEYS } from '../storage';
import { createAuthStore, type AuthStore } from './auth-store';

type AuthContextValue = AuthState & Pick<AuthStore, 'initialise' | 'logout' | 'completeSignIn'>;
const AuthStoreContext = createContext<AuthStore | null>(null);

/** Must sit inside QueryClientProvider: signing out empties the query cache. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionCleared(() => {
        store.markSignedOut();
        // The next person on this browser must not see the previous user's cached data.
        queryClient.clear();
      }),
    [store, queryClient],
  );
  useEffect(() => {
    // Invitation pages are opened from e-mail: read the stored guest, but never call the server,
    // whose 401 would send the reader away from the invitation (docs/product.md, 'Signing in and out').
    const validateToken = !isInvitationPath(window.location.pathname);
    store.initialise({ validateToken }).catch((error: unknown) => console.error('Auth start-up failed', error));
  }, [store]);
  useEffect(() => {
    // Another tab stored a new user (its plan changed, after a checkout there): this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.guestUser && event.newValue) void store.followStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <AuthStoreContext value={store}>{children}</AuthStoreContext>;
}

const signedOut = () => null;
const noStore = () => () => undefined;

/**
 * The signed-in user, or null when signed out or outside <AuthProvider> (a part rendered alone in a
 * test): for small parts placed in many screens, such as the upgrade offer.
 */
export function useSignedInUserOrNull(): AuthState['user'] | null {
  const store = use(AuthStoreContext);
  const getState = store?.getState ?? signedOut;
  const state = useSyncExternalStore(store?.subscribe ?? noStore, getState, getState);
  return state?.user ?? null;
}

/**
 * Whether the signed-in user's plan has been read again from the server in this app session (or could not
 * be): an Upgrade offer waits for it, so a Pro account whose stored copy still says Free is never offered one
 * (docs/product.md, 'Billing'). `ask`: only then is the server asked. True outside <AuthProvider>.
 */
export function useUserConfirmed(ask: boolean): boolean {
  const store = use(AuthStoreContext);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!store || !ask) return;
    let live = true;
    void store.confirmUser().then(() => live && setConfirmed(true));
    return () => {
      live = false;
    };
  }, [store, ask]);
  return !store || confirmed;
}

/** The auth state plus its actions; only valid below <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const store = use(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  // The same snapshot when rendered to HTML at build time and when that HTML is hydrated (decision record 067).
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, initialise: store.initialise, logout: store.logout, completeSignIn: store.completeSignIn };
}
