import { LIMITS, type AccountProfile } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useUpdateProfile } from '../api/update-profile';
import { useFieldError } from '../hooks/use-field-error';
import { profileFormSchema, type ProfileFormValues } from '../utils/form-schemas';

/** Name and phone; the e-mail address has its own card, since changing it needs a code. */
export function ProfileCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const save = useUpdateProfile();
  const form = useSchemaForm({
    schema: profileFormSchema,
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
    errorText: fieldError,
  });
  const submit = (values: ProfileFormValues) =>
    save.mutateAsync(values).then(
      () => void toast.success(t('profile.saved')),
      (error: unknown) => toastFailure(t('profile.saveFailed'), error),
    );

  return (
    <Card title={t('profile.title')}>
      <SchemaForm form={form} onSubmit={submit} className="space-y-4">
        <SchemaField form={form} name="name" label={t('profile.name')} required>
          {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </SchemaField>
        <SchemaField form={form} name="phone" label={t('profile.phone')} hint={t('profile.phoneHint')}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />}
        </SchemaField>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </SchemaForm>
    </Card>
  );
}
