import { LIMITS, meetingTypeSchema, type Plan } from '@vm/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  offersRepeat,
  type MeetingFormBody,
  type MeetingFormInput,
} from '#web/features/meetings/utils/meeting-form-schema.ts';
import { OccurrenceScopeChoice } from '../series/occurrence-scope-choice';
import { EntrySettings } from './entry-settings';
import { LargeMeetingSetting } from './large-meeting-setting';
import { PlanNote } from './plan-note';
import { RemindersSetting } from './reminders-setting';
import { RepeatSettings } from './repeat-settings';
import { useMeetingForm, type SubmitRefusal } from './use-meeting-form';

interface MeetingFormProps {
  defaultValues: MeetingFormInput;
  /** Sends the body; resolves to the server's refusal, if any, so the form can show it at its field. */
  onSubmit: (body: MeetingFormBody) => Promise<SubmitRefusal | undefined>;
  submitLabel: string;
  submittingLabel: string;
  onCancel?: () => void;
  /** The organizer's plan, for the note on limits; none while the user is unknown. */
  plan?: Plan | undefined;
}

/**
 * Create and edit share this form (docs/product.md, 'Validation and input limits'). Submit stays
 * disabled while the request runs or any field shows an error. Editing an occurrence of a series
 * (a scope in the defaults) first asks which occurrences the change reaches; the repeat rule is
 * offered for a new or single meeting and for 'This and following occurrences'.
 */
export function MeetingForm({
  defaultValues,
  onSubmit,
  submitLabel,
  submittingLabel,
  onCancel,
  plan,
}: MeetingFormProps) {
  const { t } = useTranslation('meetings');
  const { form, send, onInvalid, errorText, timeZone, hasErrors } = useMeetingForm(defaultValues, onSubmit);
  const { register, control, formState } = form;
  const { isSubmitting } = formState;
  const [startTime, endTime, maxParticipants, scope] = useWatch({
    control,
    name: ['startTime', 'endTime', 'maxParticipants', 'scope'],
  });
  const isOccurrence = defaultValues.scope !== null;

  return (
    <SchemaForm form={form} onSubmit={send} onInvalid={onInvalid} className="space-y-4">
      {isOccurrence ? (
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <OccurrenceScopeChoice
              legend={t('form.scope.legend')}
              value={field.value ?? 'occurrence'}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
      <SchemaField form={form} name="title" label={t('form.title')} required>
        {(field) => <Input {...field} placeholder={t('form.titlePlaceholder')} maxLength={LIMITS.titleMax} />}
      </SchemaField>
      <SchemaField form={form} name="description" label={t('form.description')}>
        {(field) => (
          <Textarea {...field} placeholder={t('form.descriptionPlaceholder')} maxLength={LIMITS.descriptionMax} />
        )}
      </SchemaField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField
          form={form}
          name="startTime"
          label={t('form.startTime')}
          required
          registerOptions={{ deps: ['endTime'] }}
        >
          {(field) => <Input {...field} type="datetime-local" />}
        </SchemaField>
        <SchemaField form={form} name="endTime" label={t('form.endTime')} required>
          {(field) => <Input {...field} type="datetime-local" />}
        </SchemaField>
      </div>
      <p className="text-xs text-slate-500">{t('form.timeZoneHint', { zone: timeZone })}</p>
      {offersRepeat(scope) ? (
        <RepeatSettings form={form} errorText={errorText} timeZone={timeZone} allowNone={!isOccurrence} />
      ) : (
        <p className="text-xs text-slate-500">{t('form.scope.repeatHint')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField
          form={form}
          name="maxParticipants"
          label={t('form.maxParticipants')}
          hint={t('form.maxParticipantsHint', { min: LIMITS.participantsMin, max: LIMITS.participantsMax })}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={LIMITS.participantsMin}
              max={LIMITS.participantsMax}
            />
          )}
        </SchemaField>
        <FormField label={t('form.meetingType')}>
          {(field) => (
            <Select {...field} {...register('meetingType')}>
              {meetingTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`form.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <LargeMeetingSetting control={control} maxParticipants={maxParticipants} plan={plan} />
      <Checkbox label={t('form.isPublic')} {...register('isPublic')} />
      {plan ? (
        <PlanNote
          plan={plan}
          startTime={startTime}
          endTime={endTime}
          maxParticipants={maxParticipants}
          timeZone={timeZone}
        />
      ) : null}
      <EntrySettings control={control} />
      <RemindersSetting control={control} />
      <div className="flex justify-end gap-2 pt-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('create.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting || hasErrors}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </SchemaForm>
  );
}
