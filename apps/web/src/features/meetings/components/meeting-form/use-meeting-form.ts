import { LIMITS, RECURRENCE_MAX_INTERVAL, RECURRENCE_MAX_OCCURRENCES } from '@vm/contracts';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { serverFieldError } from '#web/lib/toast-failure.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import {
  formValuesToBody,
  meetingFormSchema,
  type MeetingFormBody,
  type MeetingFormInput,
  type MeetingFormOutput,
} from '#web/features/meetings/utils/meeting-form-schema.ts';

/** Field order, so 'Form error: ...' names the first problem as the user reads the form. */
const FIELD_ORDER = ['title', 'description', 'startTime', 'endTime', 'maxParticipants'] as const;
const REPEAT_FIELD_ORDER = ['interval', 'weekdays', 'monthDay', 'count', 'untilDate'] as const;

/** The numbers an error text names, by its key ('Must be a whole number between 1 and {{max}}'). */
const errorLimits: Record<string, { min?: number; max: number }> = {
  titleTooLong: { max: LIMITS.titleMax },
  descriptionTooLong: { max: LIMITS.descriptionMax },
  participantsRange: { min: LIMITS.participantsMin, max: LIMITS.participantsMax },
  intervalRange: { max: RECURRENCE_MAX_INTERVAL },
  countRange: { max: RECURRENCE_MAX_OCCURRENCES },
  untilTooMany: { max: RECURRENCE_MAX_OCCURRENCES },
};

/** A request the server refused: the form puts what it said about a field of the rule at that field. */
export interface SubmitRefusal {
  error: unknown;
}

/**
 * The meeting form's state: a schema form (useSchemaForm), times read in the viewer's zone,
 * error keys translated, and the first error toasted as 'Form error: ...'
 * (docs/product.md, 'Validation and input limits').
 */
export function useMeetingForm(
  defaultValues: MeetingFormInput,
  onSubmit: (body: MeetingFormBody) => Promise<SubmitRefusal | undefined>,
) {
  const { t, i18n } = useTranslation('meetings');
  const [timeZone] = useState(viewerTimeZone);
  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    // Our own checks give keys; a server's refusal at a field comes as its text, already translated.
    if (!i18n.exists(`meetings:form.errors.${key}`)) return key;
    return t(`form.errors.${key}` as 'form.errors.titleRequired', errorLimits[key]);
  };
  const form = useSchemaForm({ schema: meetingFormSchema(timeZone), defaultValues, errorText });

  const onInvalid = (errors: FieldErrors<MeetingFormInput>) => {
    const first = [
      ...FIELD_ORDER.map((name) => errors[name]?.message),
      ...REPEAT_FIELD_ORDER.map((name) => errors.repeat?.[name]?.message),
    ].find(Boolean);
    if (first) toast.error(t('toast.formError', { message: errorText(first) }));
  };

  const send = async (values: MeetingFormOutput) => {
    const refusal = await onSubmit(formValuesToBody(values, timeZone));
    // A rule whose end date gives more occurrences than a series may have, by the server's count.
    const untilError = refusal ? serverFieldError(refusal.error, 'recurrence.until') : undefined;
    if (untilError) form.setError('repeat.untilDate', { type: 'server', message: untilError }, { shouldFocus: true });
  };
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return { form, send, onInvalid, errorText, timeZone, hasErrors };
}
