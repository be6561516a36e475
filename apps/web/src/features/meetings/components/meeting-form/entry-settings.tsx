import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import type { MeetingFormInput, MeetingFormOutput } from '#web/features/meetings/utils/meeting-form-schema.ts';

const SETTINGS = [
  ['allowScreenSharing', null],
  ['allowChat', null],
  ['allowRecording', 'recordingHint'],
  ['requireApproval', 'requireApprovalHint'],
  ['muteOnEntry', null],
  ['videoOnEntry', null],
] as const;

/** The settings people join with, as switches; the room enforces them (docs/product.md, 'Meeting settings'). */
export function EntrySettings({ control }: { control: Control<MeetingFormInput, unknown, MeetingFormOutput> }) {
  const { t } = useTranslation('meetings');
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('form.settings')}</legend>
      {SETTINGS.map(([name, hint]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              label={t(`form.${name}`)}
              hint={hint ? t(`form.${hint}`) : undefined}
            />
          )}
        />
      ))}
    </fieldset>
  );
}
