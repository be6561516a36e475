import { LIMITS } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { afterSignInHref, UPGRADE_PARAM, upgradeIntervalFrom } from '#web/lib/billing-checkout.ts';
import { isRefusal } from '../api/sign-in-result';
import { useMessageText } from '../hooks/use-message-text';
import { useOtpSender } from '../hooks/use-otp-sender';
import { useRegistration, useRegistrationToast } from '../hooks/use-registration';
import { registerFormSchema, type RegisterDetails, type RegisterFormInput } from '../schemas/auth-forms';
import { TermsCheckbox } from './terms-checkbox';
import { VerifyEmailDialog } from './verify-email-dialog';

const emptyForm: RegisterFormInput = { name: '', email: '', phone: '', terms: false };

/**
 * Guest registration (docs/product.md, 'Registration'): the first submit e-mails a code and opens 'Verify Your Email';
 * Verify registers with the form's name, e-mail and phone plus the code.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const sender = useOtpSender('register');
  const register = useRegistration();
  const registrationToast = useRegistrationToast();
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const form = useSchemaForm({ schema: registerFormSchema, defaultValues: emptyForm, errorText: messageText });

  const onSubmit = async (values: RegisterDetails) => {
    // The dialog was closed after a code went to this address: reopen it rather than ask for
    // another code (the dialog offers Resend once the wait is over).
    if (sender.sentTo === values.email || (await sender.send(values.email))) setDetails(values);
  };

  const verify = async (code: string): Promise<true | string> => {
    if (!details) return t('toasts.verificationFailed');
    const result = await register({ name: details.name, email: details.email, phone: details.phone }, code);
    if (isRefusal(result)) return result.refused;
    registrationToast(result);
    // A visitor who chose Pro on the pricing page goes on to its checkout (docs/product.md, 'Billing').
    const interval = upgradeIntervalFrom(search);
    const next = result.signedIn
      ? afterSignInHref(search, paths.app.dashboard.getHref())
      : `${paths.auth.login.getHref()}?registered=true${interval ? `&${UPGRADE_PARAM}=${interval}` : ''}`;
    await navigate(next, { replace: true });
    return true;
  };

  return (
    <>
      <SchemaForm form={form} onSubmit={onSubmit} className="mb-8 space-y-4">
        <SchemaField form={form} name="name" label={t('fields.name')} required>
          {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </SchemaField>
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
        <SchemaField form={form} name="phone" label={t('fields.phone')} required>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phoneMax}
              placeholder={t('fields.phonePlaceholder')}
            />
          )}
        </SchemaField>
        <TermsCheckbox {...form.register('terms')} error={form.errorOf('terms')} />
        <Button type="submit" className="w-full" disabled={sender.pending}>
          {sender.pending ? t('register.sending') : t('register.submit')}
        </Button>
      </SchemaForm>
      {/* Outside the form: React events bubble through portals, and its submit must not reach this form. */}
      <VerifyEmailDialog
        open={details !== null}
        email={details?.email ?? ''}
        onClose={() => setDetails(null)}
        onVerify={verify}
        sender={sender}
      />
    </>
  );
}
