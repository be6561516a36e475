import { LIMITS } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMessageText } from '../hooks/use-message-text';
import type { OtpSender } from '../hooks/use-otp-sender';
import { loginCodeSchema, quickCodeSchema } from '../schemas/auth-forms';
import { ResendCode } from './resend-code';

interface OtpCodeStepProps {
  /**
   * Where the code went: in a dialog a sentence ('Enter the code we sent to ...'), on the login page
   * the locked e-mail field.
   */
  intro: ReactNode;
  submitLabel: string;
  /** The submit button's text while the code is checked; the submit label when not given. */
  pendingLabel?: string;
  backLabel: string;
  onBack: () => void;
  /**
   * Resolves to true when the code was accepted, else to the reason it was refused: the field is
   * emptied and the reason stays under it until the person types again.
   */
  onSubmit: (otpCode: string) => Promise<true | string>;
  sender: Pick<OtpSender, 'resend' | 'remaining' | 'pending'>;
  /**
   * The login page (the way back right under the e-mail, the code field focused, a code shorter than
   * four digits refused before any request), or a quick dialog (the way back beside the resend).
   */
  variant?: 'page' | 'dialog';
}

/** The code step of the login page and the quick dialogs: one code field, submit, a way back and a resend. */
export function OtpCodeStep(props: OtpCodeStepProps) {
  const { intro, submitLabel, pendingLabel, backLabel, onBack, onSubmit, sender, variant = 'dialog' } = props;
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const form = useSchemaForm({
    schema: variant === 'page' ? loginCodeSchema : quickCodeSchema,
    defaultValues: { otpCode: '' },
    errorText: messageText,
  });
  const startOver = () => {
    form.resetField('otpCode');
    form.setFocus('otpCode');
  };
  const submit = async ({ otpCode }: { otpCode: string }) => {
    const outcome = await onSubmit(otpCode);
    if (outcome === true) return;
    startOver();
    form.setError('otpCode', { type: 'server', message: outcome });
  };

  const back = (
    <Button variant="ghost" className="px-0 text-indigo-700" onClick={onBack}>
      {backLabel}
    </Button>
  );
  const resend = (
    <ResendCode
      remaining={sender.remaining}
      pending={sender.pending}
      onResend={() => void sender.resend().then((sent) => sent && startOver())}
    />
  );

  return (
    <SchemaForm form={form} onSubmit={submit} className={variant === 'page' ? 'mb-8 space-y-4' : 'space-y-4'}>
      {variant === 'page' ? (
        <>
          {intro}
          {back}
        </>
      ) : (
        <p className="text-sm text-slate-700">{intro}</p>
      )}
      <SchemaField form={form} name="otpCode" label={t('fields.otpCode')} required>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpLength}
            placeholder={t('fields.otpPlaceholder')}
            autoFocus={variant === 'page'}
          />
        )}
      </SchemaField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting && pendingLabel ? pendingLabel : submitLabel}
      </Button>
      {variant === 'page' ? (
        resend
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {back}
          {resend}
        </div>
      )}
    </SchemaForm>
  );
}
