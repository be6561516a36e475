import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMessageText } from '../hooks/use-message-text';
import { loginEmailSchema, quickLoginEmailSchema, type LoginEmailInput } from '../schemas/auth-forms';

interface LoginEmailStepProps {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (email: string) => Promise<void>;
  /** The login page, or the Quick Login dialog (its own 'Please enter your email address' text). */
  variant?: 'page' | 'dialog';
}

/** Login and Quick Login, first step: the e-mail address (labelled as such; the old client said 'phone'). */
export function LoginEmailStep({ defaultEmail, pending, onSubmit, variant = 'page' }: LoginEmailStepProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const { register, handleSubmit, formState } = useForm<LoginEmailInput, unknown, { email: string }>({
    resolver: zodResolver(variant === 'page' ? loginEmailSchema : quickLoginEmailSchema),
    defaultValues: { email: defaultEmail },
  });
  const submit = handleSubmit(({ email }) => onSubmit(email));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={variant === 'page' ? 'mb-8 space-y-4' : 'space-y-4'}
    >
      <FormField label={t('fields.email')} error={messageText(formState.errors.email?.message)} required>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.emailMax}
            placeholder={t('fields.emailPlaceholder')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('login.sending') : t('login.sendOtp')}
      </Button>
    </form>
  );
}
