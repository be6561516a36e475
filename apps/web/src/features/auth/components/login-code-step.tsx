import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { afterSignInHref } from '#web/lib/billing-checkout.ts';
import { isRefusal } from '../api/sign-in-result';
import { useLogin } from '../hooks/use-login';
import type { OtpSender } from '../hooks/use-otp-sender';
import { OtpCodeStep } from './otp-code-step';

interface LoginCodeStepProps {
  email: string;
  onChangeEmail: () => void;
  sender: Pick<OtpSender, 'resend' | 'remaining' | 'pending'>;
}

/** Login, second step: the e-mail locked, the code, 'Sign In'; a way back and a resend (docs/product.md, 'Sign-in'). */
export function LoginCodeStep({ email, onChangeEmail, sender }: LoginCodeStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();

  return (
    <OtpCodeStep
      variant="page"
      intro={
        <FormField label={t('fields.email')} hint={t('login.codeSent', { email })}>
          {(control) => <Input {...control} type="email" value={email} readOnly />}
        </FormField>
      }
      submitLabel={t('login.submit')}
      pendingLabel={t('login.signingIn')}
      backLabel={t('login.changeEmail')}
      onBack={onChangeEmail}
      sender={sender}
      onSubmit={async (otpCode) => {
        const result = await login(email, otpCode);
        if (isRefusal(result)) return result.refused;
        toast.success(t('toasts.welcomeBack'));
        await navigate(afterSignInHref(search, paths.app.dashboard.getHref()), { replace: true });
        return true;
      }}
    />
  );
}
