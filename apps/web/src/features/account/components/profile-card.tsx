import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type AccountProfile } from '@vm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
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
  const { register, handleSubmit, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const submit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => void toast.success(t('profile.saved')),
      (error: unknown) => toastFailure(t('profile.saveFailed'), error),
    ),
  );

  return (
    <Card title={t('profile.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField label={t('profile.name')} error={fieldError(formState.errors.name?.message)} required>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          error={fieldError(formState.errors.phone?.message)}
        >
          {(control) => (
            <Input {...control} {...register('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />
          )}
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}
