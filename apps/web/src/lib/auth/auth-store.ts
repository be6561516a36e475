import type { AuthState, GuestUser, SessionData } from '@vm/contracts';
import { loadContracts } from '../contracts';
import { api } from '../api-client';
import { clearSession, getBearerToken, hasStoredSession } from '../session';
import { saveSession, type SignInVia } from './stored-session';
import { readStoredUser, storeUser } from './stored-user';

// Auth state without React (docs/product.md, 'Signing in and out'), so it is testable on its own and the provider
// only adapts it with useSyncExternalStore.
export interface AuthStore {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** `validateToken: false` reads storage only and never calls the server (invitation pages). */
  initialise: (options?: { validateToken?: boolean }) => Promise<void>;
  /**
   * Reads the signed-in user again from the server, once per app session (later calls share the answer):
   * where an Upgrade would be offered, so a plan changed elsewhere is not taken for Free. Never fails.
   */
  confirmUser: () => Promise<void>;
  /** Takes the stored user again (another tab signed in, or its plan changed there). */
  followStorage: () => Promise<void>;
  /** Called when the session was cleared elsewhere (the API client's 401 rule). */
  markSignedOut: () => void;
  /** Stores a session the server just issued (registration or login) and signs its user in. */
  completeSignIn: (session: SessionData, via: SignInVia) => void;
  logout: () => Promise<void>;
}

const signedOutState: AuthState = { user: null, isAuthenticated: false, loading: false, userType: 'none' };

export function createAuthStore(): AuthStore {
  // Nothing stored, nothing to check: signed out from the first render, so the sign-in page's first render
  // is its form, as in the HTML prerendered for it (decision record 067), not a spinner.
  let state: AuthState = hasStoredSession()
    ? { user: null, isAuthenticated: false, loading: true, userType: 'none' }
    : signedOutState;
  const listeners = new Set<() => void>();
  // Bumped on every sign-out, so a profile request that answers after a logout is ignored.
  let generation = 0;
  let validation: Promise<void> | null = null;
  // The user read again from the server (confirmUser), once per signed-in session of this app.
  let confirmation: Promise<void> | null = null;

  const setState = (next: AuthState) => {
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const signIn = (user: GuestUser) => setState({ user, isAuthenticated: true, loading: false, userType: 'guest' });
  const markSignedOut = () => {
    generation += 1;
    confirmation = null;
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

  /**
   * The user again from the server: a plan bought on another device or set by an operator (docs/product.md,
   * 'Billing': no Upgrade for Pro) reaches this browser's stored copy. Offline or refused, the stored user
   * stays; a 401 has already signed out through the API client's rule.
   */
  async function refreshStoredUser(): Promise<void> {
    const started = generation;
    try {
      const reply = await api.get<GuestUser>('/guest/me');
      const { guestUserSchema } = await loadContracts();
      const parsed = guestUserSchema.safeParse(reply.data);
      if (started !== generation || !state.isAuthenticated || !reply.success || !parsed.success) return;
      storeUser(parsed.data);
      signIn(parsed.data);
    } catch {
      // Keep what is stored: the next start asks again.
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
    // The server just gave this user: nothing to read again.
    confirmation = Promise.resolve();
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
    confirmUser: () => {
      if (!state.isAuthenticated || !getBearerToken()) return Promise.resolve();
      confirmation ??= refreshStoredUser();
      return confirmation;
    },
    followStorage: async () => {
      const stored = await readStoredUser();
      if (stored.kind === 'user' && state.isAuthenticated) signIn(stored.user);
    },
    markSignedOut,
    completeSignIn,
    logout,
  };
}
