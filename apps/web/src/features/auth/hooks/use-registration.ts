import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRegisterWithOtp } from '../api/register-with-otp';
import type { CodeRefusal, SignInResult } from '../api/sign-in-result';
import { useLocale } from './use-locale';
import { useErrorText } from './use-message-text';

export interface RegistrationDetails {
  name: string;
  email: string;
  phone?: string | undefined;
}

/**
 * Finishes a registration with the e-mailed code. A refused code resolves to the server's words
 * ('Invalid code. Please try again.') for the code step to show under the code; the caller decides
 * where a success leads.
 */
export function useRegistration() {
  const locale = useLocale();
  const errorText = useErrorText();
  const mutation = useRegisterWithOtp();
  return async (details: RegistrationDetails, otpCode: string): Promise<SignInResult | CodeRefusal> => {
    try {
      return await mutation.mutateAsync({ ...details, otpCode, locale });
    } catch (error) {
      return { refused: errorText(error, 'verificationFailed') };
    }
  };
}

/** The success toast for a finished registration (docs/product.md, 'Messages and toasts'). */
export function useRegistrationToast() {
  const { t } = useTranslation('auth');
  return (result: SignInResult) =>
    toast.success(t(result.signedIn ? 'toasts.verifiedSignedIn' : 'toasts.verifiedSignIn'));
}
