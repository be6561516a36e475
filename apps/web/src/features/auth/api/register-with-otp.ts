import { useMutation } from '@tanstack/react-query';
import { sessionDataSchema, type RegistrationBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import type { SignInResult } from './sign-in-result';

/** Registration with the browser's time zone, which the account keeps for the times in its e-mails. */
export function registerWithOtp(body: RegistrationBody) {
  return api.post<unknown>('/guest/register-with-otp', { timeZone: viewerTimeZone(), ...body });
}

/**
 * Registration with the e-mailed code. A reply with a session signs the user in (token under
 * auth_token); one without a token means the account exists but the user must sign in next (docs/product.md,
 * 'Registration': our server always sends a token, yet the client keeps the original behaviour).
 */
export function useRegisterWithOtp() {
  const { completeSignIn } = useAuth();
  return useMutation({
    mutationFn: async (body: RegistrationBody): Promise<SignInResult> => {
      const reply = await registerWithOtp(body);
      const session = sessionDataSchema.safeParse(reply.data);
      if (!session.success) return { signedIn: false };
      completeSignIn(session.data, 'registration');
      return { signedIn: true, user: session.data.user };
    },
  });
}
