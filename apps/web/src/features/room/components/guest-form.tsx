import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { guestFormSchema, type GuestFormValues } from './guest-form-schema';

interface GuestFormProps {
  defaultValues: GuestFormValues;
  onSubmit: (values: GuestFormValues) => Promise<void>;
}

/** Name and e-mail for someone joining without an account (POST /meetings/{code}/join). */
export function GuestForm({ defaultValues, onSubmit }: GuestFormProps) {
  const { t } = useTranslation('room');
  const { register, handleSubmit, formState } = useForm<GuestFormValues>({
    resolver: zodResolver(guestFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const errorText = (key: string | undefined) =>
    key ? t(`entry.${key as 'nameRequired'}`, { max: LIMITS.nameMax }) : undefined;
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <FormField label={t('entry.name')} required error={errorText(errors.guestName?.message)}>
        {(field) => <Input {...field} {...register('guestName')} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </FormField>
      <FormField label={t('entry.email')} required error={errorText(errors.guestEmail?.message)}>
        {(field) => <Input {...field} type="email" {...register('guestEmail')} autoComplete="email" />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('entry.continuing') : t('entry.continue')}
      </Button>
    </form>
  );
}
