import type { Slot } from '@vm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { dateLanguage, formatLongDate, formatTime, weekStartsOn } from '#web/lib/time/format.ts';
import { useSlots } from '../api/public-booking';
import {
  addMonths,
  dayKeyDate,
  monthOf,
  monthWindow,
  sameMonth,
  slotsByDay,
  timeZoneChoices,
  type Month,
} from '../utils/calendar';
import { MonthCalendar } from './month-calendar';

interface SlotPickerProps {
  handle: string;
  slug: string;
  /** The visitor's zone: days and times are read in it. */
  timeZone: string;
  onTimeZone: (zone: string) => void;
  hostTimeZone: string;
  onPick: (slot: Slot) => void;
  /** A start to leave out (the booking being moved). */
  exclude?: string;
}

/**
 * The month calendar, the chosen day's free times and the zone picker (docs/product.md, 'Booking
 * pages'). A month of slots is asked at a time; the first free day is chosen as the month opens.
 */
export function SlotPicker({ handle, slug, timeZone, onTimeZone, hostTimeZone, onPick, exclude }: SlotPickerProps) {
  const { t, i18n } = useTranslation('booking');
  const language = dateLanguage(i18n.language);
  const [thisMonth] = useState(() => monthOf(Date.now(), timeZone));
  const [month, setMonth] = useState<Month>(thisMonth);
  const [picked, setDay] = useState<string | null>(null);
  const window = useMemo(() => monthWindow(month, timeZone), [month, timeZone]);
  const slots = useSlots(handle, slug, window);
  const byDay = useMemo(
    () =>
      slotsByDay(
        (slots.data?.slots ?? []).filter((slot) => slot.start !== exclude),
        timeZone,
      ),
    [slots.data, timeZone, exclude],
  );
  const freeDays = useMemo(() => new Set(byDay.keys()), [byDay]);
  const fresh = !slots.isPlaceholderData && slots.isSuccess;

  // The chosen day stays while it still has slots; otherwise the month's first free day is shown.
  const day = picked && freeDays.has(picked) ? picked : fresh ? (freeDays.values().next().value ?? null) : picked;

  const daySlots = day ? (byDay.get(day) ?? []) : [];
  const zones = useMemo(() => timeZoneChoices(timeZone, hostTimeZone), [timeZone, hostTimeZone]);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="space-y-4">
        <MonthCalendar
          month={month}
          language={language}
          weekStart={weekStartsOn(language)}
          freeDays={fresh ? freeDays : new Set()}
          selected={day}
          onSelect={setDay}
          onMonth={(step) => setMonth(addMonths(month, step))}
          canGoBack={!sameMonth(month, thisMonth)}
          loading={slots.isFetching}
        />
        <FormField label={t('calendar.timeZone')}>
          {(control) => (
            <Select {...control} value={timeZone} onChange={(event) => onTimeZone(event.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <section aria-label={t('calendar.times')} className="space-y-2">
        {slots.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {apiErrorText(slots.error) ?? t('calendar.loadFailed')}
          </p>
        ) : !fresh ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" />
            {t('calendar.loading')}
          </p>
        ) : day ? (
          <>
            <h3 className="text-sm font-semibold text-slate-900">{formatLongDate(dayKeyDate(day), language, 'UTC')}</h3>
            <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
              {daySlots.map((slot) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    data-slot={slot.start}
                    onClick={() => onPick(slot)}
                    className="w-full rounded-lg border border-indigo-300 px-3 py-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    {formatTime(slot.start, language, timeZone)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('calendar.noneThisMonth')}</p>
        )}
      </section>
    </div>
  );
}
