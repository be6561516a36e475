import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import type { MeetingFormInput, MeetingFormOutput } from '#web/features/meetings/utils/meeting-form-schema.ts';

/**
 * E-mail reminders before the meeting (docs/product.md, 'Meeting reminders'). Apart from the entry
 * settings: the room has nothing to enforce here, and the invitation page shows no badge for it.
 */
export function RemindersSetting({ control }: { control: Control<MeetingFormInput, unknown, MeetingFormOutput> }) {
  const { t } = useTranslation('meetings');
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <Controller
        control={control}
        name="remindersEnabled"
        render={({ field }) => (
          <Switch
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            label={t('form.remindersEnabled')}
            hint={t('form.remindersHint')}
          />
        )}
      />
    </div>
  );
}
