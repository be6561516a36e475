import { LIMITS } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { guestFormSchema, type GuestFormValues } from './guest-form-schema';

interface GuestFormProps {
  defaultValues: GuestFormValues;
  onSubmit: (values: GuestFormValues) => Promise<void>;
}

/** Name and e-mail for someone joining without an account (POST /meetings/{code}/join). */
export function GuestForm({ defaultValues, onSubmit }: GuestFormProps) {
  const { t } = useTranslation('room');
  const form = useSchemaForm({
    schema: guestFormSchema,
    defaultValues,
    errorText: (key) => (key ? t(`entry.${key as 'nameRequired'}`, { max: LIMITS.nameMax }) : undefined),
  });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} className="space-y-4">
      <SchemaField form={form} name="guestName" label={t('entry.name')} required>
        {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </SchemaField>
      <SchemaField form={form} name="guestEmail" label={t('entry.email')} required>
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </SchemaField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('entry.continuing') : t('entry.continue')}
      </Button>
    </SchemaForm>
  );
}
