import { useLoginWithOtp } from '../api/login-with-otp';
import type { CodeRefusal, SignInResult } from '../api/sign-in-result';
import { useErrorText } from './use-message-text';

/**
 * Signs in with the e-mailed code. A refusal resolves to the server's words, or 'Login failed. Please
 * try again.' when no answer came, for the code step to show under the code; the caller decides where
 * a success leads (docs/product.md, 'Signing in and out': every failed sign-in is a plain 'no').
 */
export function useLogin() {
  const errorText = useErrorText();
  const mutation = useLoginWithOtp();
  return async (email: string, otpCode: string): Promise<SignInResult | CodeRefusal> => {
    try {
      return await mutation.mutateAsync({ email, otpCode });
    } catch (error) {
      return { refused: errorText(error, 'loginFailed') };
    }
  };
}
