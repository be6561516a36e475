import type { GuestUser } from '@vm/contracts';

/** What registration or login ended in: signed in as `user`, or (registration only) sign in next. */
export type SignInResult = { signedIn: true; user: GuestUser } | { signedIn: false };

/**
 * A code the server refused, with its reason in the reader's language ('This code has expired or was
 * already used...'): shown under the code, where the person is looking, not in a toast.
 */
export interface CodeRefusal {
  refused: string;
}

export const isRefusal = (outcome: SignInResult | CodeRefusal): outcome is CodeRefusal => 'refused' in outcome;
