import {
  availabilityBodySchema,
  WEEK_DAYS,
  type Availability,
  type AvailabilityReply,
  type WeekDay,
  type Weekday,
} from '@vm/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { dateLanguage } from '#web/lib/time/format.ts';
import { weekdayName } from '#web/lib/time/weekday-names.ts';
import { useAvailability, useSaveAvailability } from '../../api/host-booking';
import { timeZoneChoices } from '../../utils/calendar';
import { CalendarFeedsSetting, withoutFeeds } from './calendar-feeds-setting';
import { DateOverrides } from './date-overrides';
import { HoursRanges } from './hours-ranges';

const SHORT: Record<WeekDay, Weekday> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

/**
 * The host's availability, one for all their types (docs/product.md, 'Booking pages'): zone, weekly
 * hours, dates off or with other hours, and the rules; then the calendars whose events are busy times,
 * saved on their own (a form of their own cannot sit inside the hours' form).
 */
export function AvailabilityEditor() {
  const { t } = useTranslation('booking');
  const availability = useAvailability();
  return (
    <Card title={t('availability.heading')}>
      {availability.isError ? <FormAlert>{apiErrorText(availability.error) ?? t('form.failed')}</FormAlert> : null}
      {availability.data ? (
        <div className="space-y-8">
          <Editor saved={availability.data} />
          <CalendarFeedsSetting saved={availability.data} />
        </div>
      ) : null}
    </Card>
  );
}

function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

function Editor({ saved }: { saved: AvailabilityReply }) {
  const { t, i18n } = useTranslation('booking');
  const language = dateLanguage(i18n.language);
  // The feeds are left out: saved without them, they stay as they are.
  const [draft, setDraft] = useState<Availability>(() => withoutFeeds(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAvailability();
  const set = (patch: Partial<Availability>) => setDraft({ ...draft, ...patch });
  const numberField = (
    key: 'minimumNoticeMinutes' | 'horizonDays' | 'bufferBeforeMinutes' | 'bufferAfterMinutes',
    label: string,
  ) => (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          value={String(draft[key])}
          onChange={(event) => set({ [key]: Number(event.target.value) })}
        />
      )}
    </FormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = availabilityBodySchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(`${issue.path.join(' ')}: ${issue.message}`);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => void toast.success(t('availability.saved')),
      onError: (error) => setProblem(apiErrorText(error) ?? t('form.failed')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormField label={t('availability.timeZone')}>
        {(control) => (
          <Select {...control} value={draft.timeZone} onChange={(event) => set({ timeZone: event.target.value })}>
            {timeZoneChoices(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t('availability.weekly')}</legend>
        {WEEK_DAYS.map((day) => {
          const name = weekdayName(SHORT[day], language);
          return (
            <div key={day} className="grid gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[8rem_1fr]">
              <p className="text-sm font-medium text-slate-800">{name}</p>
              <HoursRanges
                label={name}
                ranges={draft.weeklyHours[day]}
                onChange={(ranges) => set({ weeklyHours: { ...draft.weeklyHours, [day]: ranges } })}
              />
            </div>
          );
        })}
      </fieldset>
      <DateOverrides overrides={draft.dateOverrides} onChange={(dateOverrides) => set({ dateOverrides })} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('availability.rules')}</legend>
        {numberField('minimumNoticeMinutes', t('availability.notice'))}
        {numberField('horizonDays', t('availability.horizon'))}
        {numberField('bufferBeforeMinutes', t('availability.bufferBefore'))}
        {numberField('bufferAfterMinutes', t('availability.bufferAfter'))}
        <FormField label={t('availability.maxPerDay')} hint={t('availability.maxPerDayHint')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.maxPerDay === null ? '' : String(draft.maxPerDay)}
              onChange={(event) => set({ maxPerDay: numberOrNull(event.target.value) })}
            />
          )}
        </FormField>
        <FormField label={t('availability.step')}>
          {(control) => (
            <Select
              {...control}
              value={draft.slotStepMinutes === null ? '' : String(draft.slotStepMinutes)}
              onChange={(event) =>
                set({ slotStepMinutes: numberOrNull(event.target.value) as Availability['slotStepMinutes'] })
              }
            >
              <option value="">{t('availability.stepLength')}</option>
              {[15, 30, 60].map((step) => (
                <option key={step} value={step}>
                  {t('page.minutes', { count: step })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('availability.saving') : t('availability.save')}
      </Button>
    </form>
  );
}
