import { LIMITS } from '@vm/contracts';
import { X } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { InviteeField } from '#web/features/invitations/utils/invitee-rows.ts';

interface InviteeRowFieldsProps {
  number: number;
  /** react-hook-form's registration of this row's field. */
  field: (name: InviteeField) => UseFormRegisterReturn;
  /** Each field's problem, already translated; shown under it and read out with it. */
  errors: Partial<Record<InviteeField, string>>;
  /** Absent while this is the only row: at least one always stays. */
  onRemove?: (() => void) | undefined;
}

/** One invitee of the Bulk Invitation modal: Email *, Name *, Phone (Optional). */
export function InviteeRowFields({ number, field, errors, onRemove }: InviteeRowFieldsProps) {
  const { t } = useTranslation('invitations');
  return (
    <fieldset className="relative rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-xs font-semibold text-slate-600">{t('bulk.invitee', { number })}</legend>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('bulk.remove', { number })}
          className="absolute top-1 right-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('bulk.email')} error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              {...field('email')}
              type="email"
              autoComplete="off"
              placeholder={t('form.emailPlaceholder')}
              maxLength={LIMITS.emailMax}
            />
          )}
        </FormField>
        <FormField label={t('bulk.name')} error={errors.name} required>
          {(control) => (
            <Input
              {...control}
              {...field('name')}
              autoComplete="off"
              placeholder={t('form.namePlaceholder')}
              maxLength={LIMITS.nameMax}
            />
          )}
        </FormField>
      </div>
      <div className="mt-3">
        <FormField label={t('bulk.phone')} error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              {...field('phone')}
              type="tel"
              autoComplete="off"
              placeholder={t('form.phonePlaceholder')}
              maxLength={LIMITS.phoneMax}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
