import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverFieldEntry, toastFailure } from '#web/lib/toast-failure.ts';
import { useRequestEmailChange } from '../api/request-email-change';
import { useFieldError } from '../hooks/use-field-error';
import { newEmailFormSchema, type NewEmailFormValues } from '../utils/form-schemas';

/** Server answers about the address that have their own text here, by code (409 in use, 400 unchanged). */
const addressProblems = { EMAIL_IN_USE: 'email.inUse', EMAIL_UNCHANGED: 'email.same' } as const;

/** The new address; a code goes there. */
export function NewEmailForm() {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const request = useRequestEmailChange();
  const { register, handleSubmit, formState, setError, reset } = useForm<NewEmailFormValues>({
    resolver: zodResolver(newEmailFormSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(({ email }) =>
    request.mutateAsync(email).then(
      (sent) => {
        toast.success(t('email.codeSent', { email: sent.email }));
        reset();
      },
      (error: unknown) => {
        const problem = serverFieldEntry(error, 'email')?.code;
        if (problem && problem in addressProblems) {
          setError('email', { message: t(addressProblems[problem as keyof typeof addressProblems]) });
        } else toastFailure(t('email.sendFailed'), error);
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <FormField
        label={t('email.newAddress')}
        hint={t('email.newAddressHint')}
        error={fieldError(formState.errors.email?.message)}
        required
      >
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={request.isPending}>
        {request.isPending ? t('email.sending') : t('email.sendCode')}
      </Button>
    </form>
  );
}
