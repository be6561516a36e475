import { WEEKDAYS, type Weekday } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '#web/components/ui/form-field.tsx';
import { dateLanguage } from '#web/lib/time/format.ts';
import { weekdayName } from '#web/lib/time/weekday-names.ts';

interface WeekdayPickerProps {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string | undefined;
}

/** A weekly rule's days, Monday first as the rule's week: short names shown, full names read out. */
export function WeekdayPicker({ value, onChange, error }: WeekdayPickerProps) {
  const { t, i18n } = useTranslation('meetings');
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errorId = useId();
  const toggle = (day: Weekday, on: boolean) =>
    onChange(WEEKDAYS.filter((each) => (each === day ? on : value.includes(each))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{t('form.repeat.weekdays')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-900"
          >
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              aria-label={weekdayName(day, language)}
              checked={value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
            />
            <span aria-hidden="true">{weekdayName(day, language, 'short')}</span>
          </label>
        ))}
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </fieldset>
  );
}
