import type { Plan } from '@vm/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import { defaultLargeMeeting } from '#web/features/meetings/utils/large-meeting.ts';
import type { MeetingFormInput, MeetingFormOutput } from '#web/features/meetings/utils/meeting-form-schema.ts';

interface LargeMeetingSettingProps {
  control: Control<MeetingFormInput, unknown, MeetingFormOutput>;
  maxParticipants: unknown;
  plan: Plan | undefined;
}

/**
 * 'Large meeting (stage and audience)' (decision record 044). Until the organizer touches it, a new meeting's
 * switch follows the size and the plan, as the server's default does, and says when that turned it
 * on; once touched it keeps the choice. An existing meeting shows what it has.
 */
export function LargeMeetingSetting({ control, maxParticipants, plan }: LargeMeetingSettingProps) {
  const { t } = useTranslation('meetings');
  const suggested = defaultLargeMeeting(maxParticipants, plan);
  return (
    <Controller
      control={control}
      name="largeMeeting"
      render={({ field }) => {
        const byDefault = field.value === null && suggested;
        return (
          <div className="rounded-xl border border-slate-200 p-4">
            <Switch
              checked={field.value ?? suggested}
              onCheckedChange={field.onChange}
              label={t('form.largeMeeting')}
              hint={
                <>
                  {t('form.largeMeetingHint')}
                  {byDefault ? (
                    <span data-testid="large-meeting-default" className="mt-1 block font-medium text-indigo-700">
                      {t('form.largeMeetingDefault')}
                    </span>
                  ) : null}
                </>
              }
            />
          </div>
        );
      }}
    />
  );
}
