import { toast } from 'sonner';
import { useLoginWithOtp } from '../api/login-with-otp';
import type { SignInResult } from '../api/sign-in-result';
import { useErrorText } from './use-message-text';

/**
 * Signs in with the e-mailed code. A refusal is toasted with the server's words, or 'Login failed.
 * Please try again.' when no answer came; the caller decides where a success leads. Resolves to null
 * on failure (docs/product.md, 'Signing in and out': every failed sign-in is a plain 'no').
 */
export function useLogin() {
  const errorText = useErrorText();
  const mutation = useLoginWithOtp();
  return async (email: string, otpCode: string): Promise<SignInResult | null> => {
    try {
      return await mutation.mutateAsync({ email, otpCode });
    } catch (error) {
      toast.error(errorText(error, 'loginFailed'));
      return null;
    }
  };
}
