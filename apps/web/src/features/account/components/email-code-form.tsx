import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useFieldError } from '../hooks/use-field-error';
import { showCodeFailure } from '../utils/code-failure';
import { codeFormSchema } from '../utils/form-schemas';
import { CodeField } from './code-field';

/** The code sent to the new address; typing it moves the account there. */
export function EmailCodeForm() {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const confirm = useConfirmEmailChange();
  const form = useSchemaForm({ schema: codeFormSchema, defaultValues: { otpCode: '' }, errorText: fieldError });
  const submit = ({ otpCode }: { otpCode: string }) =>
    confirm.mutateAsync(otpCode).then(
      (profile) => void toast.success(t('email.changed', { email: profile.email })),
      (error: unknown) => showCodeFailure(form, error, t('email.confirmFailed')),
    );

  return (
    <SchemaForm form={form} onSubmit={submit} className="space-y-3">
      <CodeField label={t('email.code')} {...form.field('otpCode')} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t('email.confirming') : t('email.confirm')}
      </Button>
    </SchemaForm>
  );
}
