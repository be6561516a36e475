import type { DateOverride } from '@vm/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { HoursRanges } from './hours-ranges';

/** Dates off (no hours) and dates with other hours than their weekday's. */
export function DateOverrides({
  overrides,
  onChange,
}: {
  overrides: DateOverride[];
  onChange: (overrides: DateOverride[]) => void;
}) {
  const { t } = useTranslation('booking');
  const set = (index: number, patch: Partial<DateOverride>) =>
    onChange(overrides.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('availability.dates')}</legend>
      <p className="text-xs text-slate-500">{t('availability.datesHint')}</p>
      {overrides.map((item, index) => (
        <div key={index} className="grid gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[10rem_1fr_auto]">
          <Input
            type="date"
            aria-label={t('availability.date')}
            value={item.date}
            onChange={(event) => set(index, { date: event.target.value })}
          />
          <HoursRanges label={item.date} ranges={item.hours} onChange={(hours) => set(index, { hours })} />
          <Button variant="ghost" onClick={() => onChange(overrides.filter((_, at) => at !== index))}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('availability.removeDate')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...overrides, { date: today, hours: [] }])}>
        <Plus aria-hidden="true" className="size-4" />
        {t('availability.addDate')}
      </Button>
    </fieldset>
  );
}
