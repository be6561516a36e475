import { RECURRENCE_MAX_OCCURRENCES } from '@vm/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { REPEAT_ENDS } from '#web/features/meetings/utils/recurrence-form.ts';
import type { ErrorText, MeetingFormState } from './meeting-form-types';

/** When a series ends: after a number of occurrences or on a date, at most 100 occurrences either way. */
export function RepeatEnds({ form, errorText }: { form: MeetingFormState; errorText: ErrorText }) {
  const { t } = useTranslation('meetings');
  const { register, control, formState } = form;
  const errors = formState.errors.repeat;
  const ends = useWatch({ control, name: 'repeat.ends' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('form.repeat.ends')}</legend>
      <div className="flex flex-wrap gap-4">
        {REPEAT_ENDS.map((end) => (
          <label key={end} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={end} {...register('repeat.ends')} className="size-4 accent-indigo-600" />
            {t(end === 'count' ? 'form.repeat.endsAfter' : 'form.repeat.endsOn')}
          </label>
        ))}
      </div>
      {ends === 'count' ? (
        <FormField label={t('form.repeat.count')} required error={errorText(errors?.count?.message)}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={RECURRENCE_MAX_OCCURRENCES}
              className="max-w-32"
              {...register('repeat.count')}
            />
          )}
        </FormField>
      ) : (
        <FormField label={t('form.repeat.untilDate')} required error={errorText(errors?.untilDate?.message)}>
          {(field) => <Input {...field} type="date" className="max-w-48" {...register('repeat.untilDate')} />}
        </FormField>
      )}
      <p className="text-xs text-slate-500">{t('form.repeat.limit', { max: RECURRENCE_MAX_OCCURRENCES })}</p>
    </fieldset>
  );
}
