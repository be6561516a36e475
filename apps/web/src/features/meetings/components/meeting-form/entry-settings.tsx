import { MEETING_SETTINGS, type MeetingSetting } from '@vm/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import type { MeetingFormInput, MeetingFormOutput } from '#web/features/meetings/utils/meeting-form-schema.ts';

/** The switches that carry a line of explanation under them. */
const HINTS: Partial<Record<MeetingSetting, 'recordingHint' | 'requireApprovalHint'>> = {
  allowRecording: 'recordingHint',
  requireApproval: 'requireApprovalHint',
};

/** The settings people join with, as switches; the room enforces them (docs/product.md, 'Meeting settings'). */
export function EntrySettings({ control }: { control: Control<MeetingFormInput, unknown, MeetingFormOutput> }) {
  const { t } = useTranslation('meetings');
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('form.settings')}</legend>
      {MEETING_SETTINGS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              label={t(`form.${name}`)}
              hint={HINTS[name] ? t(`form.${HINTS[name]}`) : undefined}
            />
          )}
        />
      ))}
    </fieldset>
  );
}
