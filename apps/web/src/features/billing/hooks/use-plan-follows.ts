import { useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@vm/contracts';
import { useCallback } from 'react';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { storeUser } from '#web/lib/auth/stored-user.ts';
import { billingKeys } from '../api/billing-state';

/**
 * After a billing call moved the plan: the stored signed-in user (header, upgrade offers) takes the
 * new plan, and everything else loaded is read again, since limits follow the plan at once (a
 * meeting's participant limit, the account page's plan card).
 */
export function usePlanFollows() {
  const { user, initialise } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(
    (plan: Plan) => {
      if (!user || user.plan === plan) return;
      storeUser({ ...user, plan });
      initialise().catch((error: unknown) => console.error('Could not refresh the signed-in user', error));
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== billingKeys.state()[0] });
    },
    [user, initialise, queryClient],
  );
}
