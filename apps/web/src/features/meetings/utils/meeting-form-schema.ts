import {
  LIMITS,
  meetingTypeSchema,
  occurrenceScopeSchema,
  weekdaySchema,
  type CreateMeetingBody,
  type Meeting,
  type OccurrenceScope,
} from '@vm/contracts';
import { z } from 'zod';
import { fromLocalInputValue, toLocalInputValue } from '#web/lib/time/local-input.ts';
import {
  noRepeat,
  REPEAT_CHOICES,
  REPEAT_ENDS,
  repeatProblems,
  ruleToRepeatValues,
  toRecurrenceInput,
} from './recurrence-form';

// The meeting form holds datetime-local readings in the viewer's zone; on submit they become ISO
// instants, the shape the contract (and the server) validates again. Error messages are keys under
// `meetings:form.errors`, so the form shows them in the chosen language.

const HOUR_MS = 3_600_000;
const flag = z.boolean();
const inputNumber = z.union([z.string(), z.number()]);

// The repeat rule's inputs as typed; whether they make a rule is checked below with the start time,
// and only when a rule is offered (utils/recurrence-form.ts).
const repeatSchema = z.object({
  choice: z.enum(REPEAT_CHOICES),
  interval: inputNumber,
  weekdays: z.array(weekdaySchema),
  monthDay: inputNumber,
  ends: z.enum(REPEAT_ENDS),
  count: inputNumber,
  untilDate: z.string(),
});

export function meetingFormSchema(timeZone: string) {
  const instant = (requiredKey: string) =>
    z
      .string()
      .trim()
      .refine((value) => fromLocalInputValue(value, timeZone) !== null, { error: requiredKey });
  const schema = z.object({
    title: z.string().trim().min(1, { error: 'titleRequired' }).max(LIMITS.titleMax, { error: 'titleTooLong' }),
    description: z.string().trim().max(LIMITS.descriptionMax, { error: 'descriptionTooLong' }),
    startTime: instant('startRequired'),
    endTime: instant('endRequired'),
    maxParticipants: z.coerce
      .number({ error: 'participantsRange' })
      .int({ error: 'participantsRange' })
      .min(LIMITS.participantsMin, { error: 'participantsRange' })
      .max(LIMITS.participantsMax, { error: 'participantsRange' }),
    isPublic: flag,
    meetingType: meetingTypeSchema,
    allowScreenSharing: flag,
    allowChat: flag,
    allowRecording: flag,
    requireApproval: flag,
    muteOnEntry: flag,
    videoOnEntry: flag,
    remindersEnabled: flag,
    /**
     * Stage and audience: null while the organizer has not chosen, so it follows the size and the
     * plan (defaultLargeMeeting) and is left out of the request for the server to decide alike.
     */
    largeMeeting: flag.nullable(),
    repeat: repeatSchema,
    /** Editing an occurrence of a series: which occurrences the change reaches; null otherwise. */
    scope: occurrenceScopeSchema.nullable(),
  });
  const times = schema.pick({ startTime: true, endTime: true });
  const rule = schema.pick({ startTime: true, repeat: true, scope: true });
  return schema
    .refine(
      (values) => fromLocalInputValue(values.endTime, timeZone)! > fromLocalInputValue(values.startTime, timeZone)!,
      {
        error: 'endAfterStart',
        path: ['endTime'],
        // Checked as soon as both times are readable, even while another field (the title) is wrong.
        when: (payload) => times.safeParse(payload.value).success,
      },
    )
    .superRefine(
      (values, context) => {
        if (!offersRepeat(values.scope)) return;
        for (const problem of repeatProblems(values.repeat, values.startTime)) {
          context.addIssue({ code: 'custom', message: problem.key, path: ['repeat', problem.field] });
        }
      },
      // Shown as soon as the rule's own fields are readable, like the times above.
      { when: (payload) => rule.safeParse(payload.value).success },
    );
}

/** The repeat rule is offered for a new or single meeting, and for 'This and following occurrences'. */
export const offersRepeat = (scope: OccurrenceScope | null) => scope !== 'occurrence';

export type MeetingFormInput = z.input<ReturnType<typeof meetingFormSchema>>;
export type MeetingFormOutput = z.output<ReturnType<typeof meetingFormSchema>>;

/** A new meeting: from an hour from now to two hours from now, the contract's default settings and reminders on. */
export function newMeetingDefaults(now: Date, timeZone: string): MeetingFormInput {
  return {
    title: '',
    description: '',
    startTime: toLocalInputValue(now.getTime() + HOUR_MS, timeZone),
    endTime: toLocalInputValue(now.getTime() + 2 * HOUR_MS, timeZone),
    maxParticipants: LIMITS.participantsDefault,
    isPublic: false,
    meetingType: 'video',
    allowScreenSharing: true,
    allowChat: true,
    allowRecording: false,
    requireApproval: false,
    muteOnEntry: false,
    videoOnEntry: true,
    remindersEnabled: true,
    largeMeeting: null,
    repeat: noRepeat(),
    scope: null,
  };
}

/** An existing meeting, for the Edit dialog. */
export function meetingToFormValues(meeting: Meeting, timeZone: string): MeetingFormInput {
  return {
    title: meeting.title,
    description: meeting.description ?? '',
    startTime: toLocalInputValue(meeting.startTime, timeZone),
    endTime: toLocalInputValue(meeting.endTime, timeZone),
    maxParticipants: meeting.maxParticipants,
    isPublic: meeting.isPublic,
    meetingType: meeting.meetingType,
    allowScreenSharing: meeting.allowScreenSharing,
    allowChat: meeting.allowChat,
    allowRecording: meeting.allowRecording,
    requireApproval: meeting.requireApproval,
    muteOnEntry: meeting.muteOnEntry,
    videoOnEntry: meeting.videoOnEntry,
    remindersEnabled: meeting.remindersEnabled,
    // An existing meeting keeps its shape unless the organizer changes it; its size no longer decides.
    largeMeeting: meeting.largeMeeting,
    repeat: ruleToRepeatValues(meeting.recurrence),
    // An occurrence's edit reaches that occurrence alone unless the organizer says otherwise.
    scope: meeting.seriesId !== null ? 'occurrence' : null,
  };
}

/** What the form sends: a meeting's fields, its repeat rule when it has one, and on an occurrence the scope. */
export type MeetingFormBody = CreateMeetingBody & { scope?: OccurrenceScope };

/** The request body: instants as ISO strings with Z, the rule in the organizer's zone. */
export function formValuesToBody(values: MeetingFormOutput, timeZone: string): MeetingFormBody {
  const { repeat, scope, largeMeeting, ...fields } = values;
  const body: MeetingFormBody = {
    ...fields,
    ...(largeMeeting !== null && { largeMeeting }),
    startTime: fromLocalInputValue(values.startTime, timeZone)!.toISOString(),
    endTime: fromLocalInputValue(values.endTime, timeZone)!.toISOString(),
  };
  const recurrence = offersRepeat(scope) ? toRecurrenceInput(repeat, timeZone) : undefined;
  if (recurrence) body.recurrence = recurrence;
  if (scope) body.scope = scope;
  return body;
}

/**
 * The form reads times to the minute; an edit that left a time alone must not move it by the
 * seconds it had (an instant meeting starts at 10:03:27, not 10:03).
 */
export function keepUnchangedTimes(body: MeetingFormBody, meeting: Meeting, timeZone: string): MeetingFormBody {
  const same = (a: string, b: string) => toLocalInputValue(a, timeZone) === toLocalInputValue(b, timeZone);
  return {
    ...body,
    startTime: same(body.startTime, meeting.startTime) ? meeting.startTime : body.startTime,
    endTime: same(body.endTime, meeting.endTime) ? meeting.endTime : body.endTime,
  };
}
