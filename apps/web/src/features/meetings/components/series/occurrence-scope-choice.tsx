import type { OccurrenceScope } from '@vm/contracts';
import { occurrenceScopeSchema } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OccurrenceScopeChoiceProps {
  legend: string;
  value: OccurrenceScope;
  onChange: (scope: OccurrenceScope) => void;
}

/**
 * 'This occurrence' or 'This and following occurrences' (docs/product.md, 'Recurring meetings'),
 * asked when an occurrence of a series is edited or cancelled. Native radios: arrow keys move
 * between them and a screen reader names the group by its legend.
 */
export function OccurrenceScopeChoice({ legend, value, onChange }: OccurrenceScopeChoiceProps) {
  const { t } = useTranslation('meetings');
  const name = useId();
  return (
    <fieldset className="space-y-2 rounded-xl border border-indigo-200 bg-indigo-50/50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {occurrenceScopeSchema.options.map((scope) => (
        <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className="size-4 accent-indigo-600"
          />
          {t(`form.scope.${scope}`)}
        </label>
      ))}
    </fieldset>
  );
}
