import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { useLogin } from '../hooks/use-login';
import { useMessageText } from '../hooks/use-message-text';
import type { OtpSender } from '../hooks/use-otp-sender';
import { loginCodeSchema, type OtpCodeInput } from '../schemas/auth-forms';
import { ResendCode } from './resend-code';

interface LoginCodeStepProps {
  email: string;
  onChangeEmail: () => void;
  sender: Pick<OtpSender, 'resend' | 'remaining' | 'pending'>;
}

/** Login, second step: the e-mail locked, the code, 'Sign In'; a way back and a resend (docs/product.md, 'Sign-in'). */
export function LoginCodeStep({ email, onChangeEmail, sender }: LoginCodeStepProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const login = useLogin();
  const { register, handleSubmit, formState, resetField, setFocus } = useForm<OtpCodeInput, unknown, OtpCodeInput>({
    resolver: zodResolver(loginCodeSchema),
    defaultValues: { otpCode: '' },
  });

  const startOver = () => {
    resetField('otpCode');
    setFocus('otpCode');
  };

  const submit = handleSubmit(async ({ otpCode }) => {
    if (!(await login(email, otpCode))) return startOver();
    toast.success(t('toasts.welcomeBack'));
    await navigate(paths.app.dashboard.getHref(), { replace: true });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-8 space-y-4">
      <FormField label={t('fields.email')} hint={t('login.codeSent', { email })}>
        {(control) => <Input {...control} type="email" value={email} readOnly />}
      </FormField>
      <Button variant="ghost" className="px-0 text-indigo-700" onClick={onChangeEmail}>
        {t('login.changeEmail')}
      </Button>
      <FormField label={t('fields.otpCode')} error={messageText(formState.errors.otpCode?.message)} required>
        {(control) => (
          <Input
            {...control}
            {...register('otpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpLength}
            placeholder={t('fields.otpPlaceholder')}
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('login.signingIn') : t('login.submit')}
      </Button>
      <ResendCode
        remaining={sender.remaining}
        pending={sender.pending}
        onResend={() => void sender.resend().then((sent) => sent && startOver())}
      />
    </form>
  );
}
