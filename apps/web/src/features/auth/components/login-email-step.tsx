import { LIMITS } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMessageText } from '../hooks/use-message-text';
import { loginEmailSchema, quickLoginEmailSchema } from '../schemas/auth-forms';

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
  const form = useSchemaForm({
    schema: variant === 'page' ? loginEmailSchema : quickLoginEmailSchema,
    defaultValues: { email: defaultEmail },
    errorText: messageText,
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={({ email }) => onSubmit(email)}
      className={variant === 'page' ? 'mb-8 space-y-4' : 'space-y-4'}
    >
      <SchemaField form={form} name="email" label={t('fields.email')} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.emailMax}
            placeholder={t('fields.emailPlaceholder')}
          />
        )}
      </SchemaField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('login.sending') : t('login.sendOtp')}
      </Button>
    </SchemaForm>
  );
}
