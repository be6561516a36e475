import type { HoursRange } from '@vm/contracts';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** A range after the last one: an hour later, or 09:00-17:00 for the first. */
function nextRange(ranges: readonly HoursRange[]): HoursRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const hour = Math.min(Number(last.end.slice(0, 2)) + 1, 23);
  return { start: last.end, end: `${String(hour).padStart(2, '0')}:${last.end.slice(3)}` };
}

/** One day's ranges of hours, `HH:MM`-`HH:MM`, as many as the host needs; none is a day off. */
export function HoursRanges({
  label,
  ranges,
  onChange,
}: {
  label: string;
  ranges: HoursRange[];
  onChange: (ranges: HoursRange[]) => void;
}) {
  const { t } = useTranslation('booking');
  const set = (index: number, patch: Partial<HoursRange>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...patch } : range)));
  return (
    <div className="space-y-2">
      {ranges.length === 0 ? <p className="text-sm text-slate-500">{t('availability.unavailable')}</p> : null}
      {ranges.map((range, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            type="time"
            aria-label={t('availability.from', { day: label })}
            value={range.start}
            onChange={(event) => set(index, { start: event.target.value })}
            className="w-32"
          />
          <span aria-hidden="true">-</span>
          <Input
            type="time"
            aria-label={t('availability.to', { day: label })}
            value={range.end === '24:00' ? '23:59' : range.end}
            onChange={(event) => set(index, { end: event.target.value })}
            className="w-32"
          />
          <Button
            variant="ghost"
            aria-label={t('availability.removeRange', { day: label })}
            onClick={() => onChange(ranges.filter((_, at) => at !== index))}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="ghost" onClick={() => onChange([...ranges, nextRange(ranges)])}>
        <Plus aria-hidden="true" className="size-4" />
        {t('availability.addRange', { day: label })}
      </Button>
    </div>
  );
}
