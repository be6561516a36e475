import type { GuestUser } from '@vm/contracts';
import { useCallback } from 'react';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { storeUser } from '#web/lib/auth/stored-user.ts';

/**
 * Puts a changed profile (name, address, language) into the stored signed-in user, which the header
 * and the language switch read. Re-initialising reads the stored user back without a request.
 */
export function useSignedInUserUpdate() {
  const { initialise } = useAuth();
  return useCallback(
    (user: GuestUser) => {
      const { id, email, name, isVerified, type, plan, locale } = user;
      storeUser({ id, email, name, isVerified, type, plan, locale });
      initialise().catch((error: unknown) => console.error('Could not refresh the signed-in user', error));
    },
    [initialise],
  );
}
