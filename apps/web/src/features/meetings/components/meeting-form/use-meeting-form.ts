import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type CreateMeetingBody } from '@vm/contracts';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import {
  formValuesToBody,
  meetingFormSchema,
  type MeetingFormInput,
  type MeetingFormOutput,
} from '#web/features/meetings/utils/meeting-form-schema.ts';

/** Field order, so 'Form error: ...' names the first problem as the user reads the form. */
const FIELD_ORDER = ['title', 'description', 'startTime', 'endTime', 'maxParticipants'] as const;

/**
 * The meeting form's state: react-hook-form with the zod schema, times read in the viewer's zone,
 * error keys translated, and the first error toasted as 'Form error: ...'
 * (docs/product.md, 'Validation and input limits').
 */
export function useMeetingForm(defaultValues: MeetingFormInput, onSubmit: (body: CreateMeetingBody) => Promise<void>) {
  const { t } = useTranslation('meetings');
  const [timeZone] = useState(viewerTimeZone);
  const form = useForm<MeetingFormInput, unknown, MeetingFormOutput>({
    resolver: zodResolver(meetingFormSchema(timeZone)),
    defaultValues,
  });

  const errorText = (key: string | undefined) =>
    key
      ? t(`form.errors.${key}` as 'form.errors.titleRequired', {
          min: LIMITS.participantsMin,
          max:
            key === 'titleTooLong'
              ? LIMITS.titleMax
              : key === 'descriptionTooLong'
                ? LIMITS.descriptionMax
                : LIMITS.participantsMax,
        })
      : undefined;

  const onInvalid = (errors: FieldErrors<MeetingFormInput>) => {
    const first = FIELD_ORDER.map((name) => errors[name]?.message).find(Boolean);
    if (first) toast.error(t('toast.formError', { message: errorText(first) }));
  };

  const submit = form.handleSubmit((values) => onSubmit(formValuesToBody(values, timeZone)), onInvalid);
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return { form, submit, errorText, timeZone, hasErrors };
}
