import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { serverFieldError, toastFailure } from '#web/lib/toast-failure.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useFieldError } from '../hooks/use-field-error';
import { codeFormSchema, type CodeFormValues } from '../utils/form-schemas';
import { CodeField } from './code-field';

/** The code sent to the new address; typing it moves the account there. */
export function EmailCodeForm() {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const confirm = useConfirmEmailChange();
  const { register, handleSubmit, formState, setError } = useForm<CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otpCode: '' },
  });
  const submit = handleSubmit(({ otpCode }) =>
    confirm.mutateAsync(otpCode).then(
      (profile) => void toast.success(t('email.changed', { email: profile.email })),
      (error: unknown) => {
        if (serverFieldError(error, 'otpCode')) setError('otpCode', { message: 'codeRejected' });
        toastFailure(t('email.confirmFailed'), error);
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <CodeField
        label={t('email.code')}
        error={fieldError(formState.errors.otpCode?.message)}
        registration={register('otpCode')}
      />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t('email.confirming') : t('email.confirm')}
      </Button>
    </form>
  );
}
