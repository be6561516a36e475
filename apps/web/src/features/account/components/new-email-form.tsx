import { LIMITS } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverFieldEntry, toastFailure } from '#web/lib/toast-failure.ts';
import { useRequestEmailChange } from '../api/request-email-change';
import { useFieldError } from '../hooks/use-field-error';
import { newEmailFormSchema } from '../utils/form-schemas';

/** Server answers about the address that have their own text here, by code (409 in use, 400 unchanged). */
const addressProblems = { EMAIL_IN_USE: 'email.inUse', EMAIL_UNCHANGED: 'email.same' } as const;

/** The new address; a code goes there. */
export function NewEmailForm() {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const request = useRequestEmailChange();
  const form = useSchemaForm({ schema: newEmailFormSchema, defaultValues: { email: '' }, errorText: fieldError });
  const submit = ({ email }: { email: string }) =>
    request.mutateAsync(email).then(
      (sent) => {
        toast.success(t('email.codeSent', { email: sent.email }));
        form.reset();
      },
      (error: unknown) => {
        const problem = serverFieldEntry(error, 'email')?.code;
        if (problem && problem in addressProblems) {
          form.setError('email', { message: t(addressProblems[problem as keyof typeof addressProblems]) });
        } else toastFailure(t('email.sendFailed'), error);
      },
    );

  return (
    <SchemaForm form={form} onSubmit={submit} className="space-y-3">
      <SchemaField form={form} name="email" label={t('email.newAddress')} hint={t('email.newAddressHint')} required>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
      </SchemaField>
      <Button type="submit" variant="secondary" disabled={request.isPending}>
        {request.isPending ? t('email.sending') : t('email.sendCode')}
      </Button>
    </SchemaForm>
  );
}
