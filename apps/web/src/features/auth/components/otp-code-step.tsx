import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMessageText } from '../hooks/use-message-text';
import type { OtpSender } from '../hooks/use-otp-sender';
import { quickCodeSchema, type OtpCodeInput } from '../schemas/auth-forms';
import { ResendCode } from './resend-code';

interface OtpCodeStepProps {
  /** Where the code went, in a sentence ('Enter the code we sent to ...'). */
  intro: string;
  submitLabel: string;
  backLabel: string;
  onBack: () => void;
  /** Resolves to whether the code was accepted; a refused one empties the field. */
  onSubmit: (otpCode: string) => Promise<boolean>;
  sender: Pick<OtpSender, 'resend' | 'remaining' | 'pending'>;
}

/** The code step of the quick dialogs: one code field, submit, a way back and a resend. */
export function OtpCodeStep({ intro, submitLabel, backLabel, onBack, onSubmit, sender }: OtpCodeStepProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const { register, handleSubmit, formState, resetField, setFocus } = useForm<OtpCodeInput, unknown, OtpCodeInput>({
    resolver: zodResolver(quickCodeSchema),
    defaultValues: { otpCode: '' },
  });
  const startOver = () => {
    resetField('otpCode');
    setFocus('otpCode');
  };
  const submit = handleSubmit(async ({ otpCode }) => {
    if (!(await onSubmit(otpCode))) startOver();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{intro}</p>
      <FormField label={t('fields.otpCode')} error={messageText(formState.errors.otpCode?.message)} required>
        {(control) => (
          <Input
            {...control}
            {...register('otpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpLength}
            placeholder={t('fields.otpPlaceholder')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" className="px-0 text-indigo-700" onClick={onBack}>
          {backLabel}
        </Button>
        <ResendCode
          remaining={sender.remaining}
          pending={sender.pending}
          onResend={() => void sender.resend().then((sent) => sent && startOver())}
        />
      </div>
    </form>
  );
}
