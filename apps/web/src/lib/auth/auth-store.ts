import type { AuthState, GuestUser, SessionData } from '@vm/contracts';
import { loadContracts } from '../contracts';
import { api } from '../api-client';
import { clearSession, getBearerToken } from '../session';
import { saveSession, type SignInVia } from './stored-session';
import { readStoredUser, storeUser } from './stored-user';

// Auth state without React (docs/product.md, 'Signing in and out'), so it is testable on its own and the provider
// only adapts it with useSyncExternalStore.
export interface AuthStore {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** `validateToken: false` reads storage only and never calls the server (invitation pages). */
  initialise: (options?: { validateToken?: boolean }) => Promise<void>;
  /** Called when the session was cleared elsewhere (the API client's 401 rule). */
  markSignedOut: () => void;
  /** Stores a session the server just issued (registration or login) and signs its user in. */
  completeSignIn: (session: SessionData, via: SignInVia) => void;
  logout: () => Promise<void>;
}

const signedOutState: AuthState = { user: null, isAuthenticated: false, loading: false, userType: 'none' };

export function createAuthStore(): AuthStore {
  let state: AuthState = { user: null, isAuthenticated: false, loading: true, userType: 'none' };
  const listeners = new Set<() => void>();
  // Bumped on every sign-out, so a profile request that answers after a logout is ignored.
  let generation = 0;
  let validation: Promise<void> | null = null;

  const setState = (next: AuthState) => {
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const signIn = (user: GuestUser) => setState({ user, isAuthenticated: true, loading: false, userType: 'guest' });
  const markSignedOut = () => {
    generation += 1;
    setState(signedOutState);
  };
  const signOutLocally = () => {
    clearSession();
    markSignedOut();
  };

  async function validateStoredToken(): Promise<void> {
    const started = generation;
    if (!state.isAuthenticated) setState({ ...state, loading: true });
    try {
      const reply = await api.get<GuestUser>('/guest/me');
      const { guestUserSchema } = await loadContracts();
      const parsed = guestUserSchema.safeParse(reply.data);
      if (started !== generation) return;
      if (reply.success && parsed.success) {
        storeUser(parsed.data);
        signIn(parsed.data);
      } else signOutLocally();
    } catch {
      // A failed validation signs out (docs/product.md, 'Signing in and out').
      if (started === generation) signOutLocally();
    }
  }

  async function initialise({ validateToken = true } = {}): Promise<void> {
    const stored = await readStoredUser();
    if (stored.kind === 'user') return signIn(stored.user);
    // An unreadable user goes together with its token and type.
    if (stored.kind === 'unreadable') return signOutLocally();
    if (!getBearerToken() || !validateToken) return markSignedOut();
    // One profile request at a time, however many guards ask.
    validation ??= validateStoredToken().finally(() => (validation = null));
    return validation;
  }

  function completeSignIn(session: SessionData, via: SignInVia): void {
    // A profile check still running for an older token must not sign this new session out.
    generation += 1;
    saveSession(session, via);
    signIn(session.user);
  }

  async function logout(): Promise<void> {
    // The server revokes the session; signing out locally must not depend on that call.
    if (getBearerToken()) await api.post('/guest/logout').catch(() => undefined);
    signOutLocally();
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialise,
    markSignedOut,
    completeSignIn,
    logout,
  };
}
