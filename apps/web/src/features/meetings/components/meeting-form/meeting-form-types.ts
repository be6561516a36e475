import type { UseFormReturn } from 'react-hook-form';
import type { MeetingFormInput, MeetingFormOutput } from '#web/features/meetings/utils/meeting-form-schema.ts';

/** The meeting form's react-hook-form state, as its parts receive it. */
export type MeetingFormState = UseFormReturn<MeetingFormInput, unknown, MeetingFormOutput>;

/** Translates an error key of `meetings:form.errors` (or shows a server's text as it came). */
export type ErrorText = (key: string | undefined) => string | undefined;
