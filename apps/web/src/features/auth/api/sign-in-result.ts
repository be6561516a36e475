import type { GuestUser } from '@vm/contracts';

/** What registration or login ended in: signed in as `user`, or (registration only) sign in next. */
export type SignInResult = { signedIn: true; user: GuestUser } | { signedIn: false };
