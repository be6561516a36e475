import { RECURRENCE_MAX_INTERVAL } from '@vm/contracts';
import { Info } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { dateLanguage } from '#web/lib/time/format.ts';
import {
  REPEAT_CHOICES,
  toRecurrenceInput,
  withRepeatChoice,
  type RepeatChoice,
} from '#web/features/meetings/utils/recurrence-form.ts';
import { recurrenceSummary } from '#web/lib/time/recurrence-summary.ts';
import type { ErrorText, MeetingFormState } from './meeting-form-types';
import { RepeatEnds } from './repeat-ends';
import { WeekdayPicker } from './weekday-picker';

interface RepeatSettingsProps {
  form: MeetingFormState;
  errorText: ErrorText;
  /** The organizer's zone, the browser's: the rule repeats at the same wall-clock time in it. */
  timeZone: string;
  /** 'Does not repeat' is offered for a new or single meeting, not when editing a series onwards. */
  allowNone: boolean;
}

/** Days from 29 on are missing in some months, which such a monthly rule skips (RFC 5545). */
const SHORT_MONTHS_FROM = 29;

/**
 * The repeat rule (docs/product.md, 'Recurring meetings'): daily, every weekday, weekly on chosen
 * days or monthly on a day, every N of them, ending after a count or on a date; with the zone it
 * repeats in and, once complete, the rule read back as a sentence.
 */
export function RepeatSettings({ form, errorText, timeZone, allowNone }: RepeatSettingsProps) {
  const { t, i18n } = useTranslation('meetings');
  const { register, control, formState, getValues, setValue } = form;
  const errors = formState.errors.repeat;
  const repeat = useWatch({ control, name: 'repeat' });
  const choices = REPEAT_CHOICES.filter((choice) => allowNone || choice !== 'none');
  const rule = toRecurrenceInput(repeat, timeZone);
  const unitCount = Number(repeat.interval) || 1;

  const choose = (choice: RepeatChoice) => {
    const next = withRepeatChoice(getValues('repeat'), choice, getValues('startTime'));
    setValue('repeat.weekdays', next.weekdays);
    setValue('repeat.monthDay', next.monthDay);
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('form.repeat.legend')}</legend>
      <FormField label={t('form.repeat.choice')}>
        {(field) => (
          <Select
            {...field}
            {...register('repeat.choice', { onChange: (event) => choose(event.target.value as RepeatChoice) })}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`form.repeat.choices.${choice}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {repeat.choice === 'none' ? null : (
        <>
          <FormField label={t('form.repeat.interval')} error={errorText(errors?.interval?.message)}>
            {(field) => (
              <div className="flex items-center gap-2">
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={RECURRENCE_MAX_INTERVAL}
                  className="max-w-24"
                  {...register('repeat.interval')}
                />
                <span className="text-sm text-slate-700">
                  {t(`form.repeat.units.${repeat.choice as Exclude<RepeatChoice, 'none'>}`, { count: unitCount })}
                </span>
              </div>
            )}
          </FormField>
          {repeat.choice === 'weekly' ? (
            <Controller
              control={control}
              name="repeat.weekdays"
              render={({ field }) => (
                <WeekdayPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText(errors?.weekdays?.message)}
                />
              )}
            />
          ) : null}
          {repeat.choice === 'monthly' ? (
            <FormField label={t('form.repeat.monthDay')} error={errorText(errors?.monthDay?.message)}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={31}
                  className="max-w-24"
                  {...register('repeat.monthDay')}
                />
              )}
            </FormField>
          ) : null}
          {repeat.choice === 'monthly' && Number(repeat.monthDay) >= SHORT_MONTHS_FROM ? (
            <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('form.repeat.monthEndNote', { day: Number(repeat.monthDay) })}
            </p>
          ) : null}
          <RepeatEnds form={form} errorText={errorText} />
          {rule ? (
            <p className="text-sm font-medium text-slate-800">
              {t('form.repeat.preview', {
                summary: recurrenceSummary(rule, t, dateLanguage(i18n.resolvedLanguage ?? i18n.language)),
              })}
            </p>
          ) : null}
        </>
      )}
      <p className="text-xs text-slate-500">{t('form.repeat.timeZone', { zone: timeZone })}</p>
    </fieldset>
  );
}
