import { LIMITS } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverFieldEntry } from '#web/lib/toast-failure.ts';
import { guestFormSchema, type GuestFormValues } from './guest-form-schema';

interface GuestFormProps {
  defaultValues: GuestFormValues;
  /** Resolves with the server's refusal, if any, so the form can mark the field it names. */
  onSubmit: (values: GuestFormValues) => Promise<unknown>;
}

/**
 * Name and, where the meeting needs it, e-mail for someone joining without an account
 * (POST /meetings/{code}/join). The e-mail is optional for a public meeting without approval; when the
 * server says this meeting needs it, the field says so and takes the focus.
 */
export function GuestForm({ defaultValues, onSubmit }: GuestFormProps) {
  const { t } = useTranslation('room');
  const form = useSchemaForm({
    schema: guestFormSchema,
    defaultValues,
    errorText: (key) => (key ? t(`entry.${key as 'nameRequired'}`, { max: LIMITS.nameMax }) : undefined),
  });
  const submit = async (values: GuestFormValues) => {
    const refusal = await onSubmit(values);
    if (serverFieldEntry(refusal, 'guestEmail')) {
      form.setError('guestEmail', { type: 'server', message: 'emailRequired' }, { shouldFocus: true });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className="space-y-4">
      <SchemaField form={form} name="guestName" label={t('entry.name')} required>
        {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </SchemaField>
      <SchemaField form={form} name="guestEmail" label={t('entry.email')} hint={t('entry.emailHint')}>
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </SchemaField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('entry.continuing') : t('entry.continue')}
      </Button>
    </SchemaForm>
  );
}
