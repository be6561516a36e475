import { useMutation } from '@tanstack/react-query';
import { sessionDataSchema, type LoginBody, type SessionData, type UserType } from '@vm/contracts';
import { api, toErrorEnvelope } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import type { SignInResult } from './sign-in-result';

export const PLATFORM_LOGIN_REFUSED = 'Only guest accounts can sign in here';

/**
 * Sign-in with the e-mailed code, with the browser's time zone, which the account keeps for the times
 * in its e-mails. Platform accounts cannot sign in here, so no request is made for them.
 */
export async function loginWithOtp(body: LoginBody, userType: UserType = 'guest') {
  if (userType !== 'guest') throw toErrorEnvelope(PLATFORM_LOGIN_REFUSED, 'GUEST_ONLY');
  return api.post<SessionData>('/guest/login-with-otp', { timeZone: viewerTimeZone(), ...body });
}

/** Login (docs/product.md, 'Signing in and out'): the session's token is stored under guest_token. */
export function useLoginWithOtp() {
  const { completeSignIn } = useAuth();
  return useMutation({
    mutationFn: async (body: LoginBody): Promise<SignInResult> => {
      const reply = await loginWithOtp(body);
      // A success without a usable session cannot sign anybody in: report it as the failure it is.
      const session = sessionDataSchema.safeParse(reply.data);
      if (!session.success) throw toErrorEnvelope(undefined);
      completeSignIn(session.data, 'login');
      return { signedIn: true, user: session.data.user };
    },
  });
}
