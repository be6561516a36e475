import { LIMITS } from '@vm/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import type { InviteeRow } from '../../utils/invitee-rows';

interface InviteeRowFieldsProps {
  row: InviteeRow;
  number: number;
  onChange: (field: 'email' | 'name' | 'phone', value: string) => void;
  /** Absent while this is the only row: at least one always stays. */
  onRemove?: (() => void) | undefined;
  autoFocus?: boolean;
}

/** One invitee of the Bulk Invitation modal: Email *, Name *, Phone (Optional). */
export function InviteeRowFields({ row, number, onChange, onRemove, autoFocus = false }: InviteeRowFieldsProps) {
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
        <FormField label={t('bulk.email')} required>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="off"
              autoFocus={autoFocus}
              value={row.email}
              onChange={(event) => onChange('email', event.target.value)}
              placeholder={t('form.emailPlaceholder')}
              maxLength={LIMITS.emailMax}
            />
          )}
        </FormField>
        <FormField label={t('bulk.name')} required>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              value={row.name}
              onChange={(event) => onChange('name', event.target.value)}
              placeholder={t('form.namePlaceholder')}
              maxLength={LIMITS.nameMax}
            />
          )}
        </FormField>
      </div>
      <div className="mt-3">
        <FormField label={t('bulk.phone')}>
          {(field) => (
            <Input
              {...field}
              type="tel"
              autoComplete="off"
              value={row.phone}
              onChange={(event) => onChange('phone', event.target.value)}
              placeholder={t('form.phonePlaceholder')}
              maxLength={LIMITS.phoneMax}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
