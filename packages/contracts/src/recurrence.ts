import { z } from 'zod';
import { meetingTime, wholeNumber } from './fields';

/**
 * Recurring meetings (docs/product.md, 'Recurring meetings'; decision record 038). A rule is a small
 * subset of RFC 5545's RRULE: daily, weekly on chosen days or monthly on a day of the month, every N of
 * them, ending after a count or on a date, read in the organizer's IANA time zone so a 09:00 meeting
 * stays at 09:00 local time across daylight-saving changes.
 */

/** RFC 5545 weekday codes, Monday first as the rule's week starts (WKST=MO). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const recurrenceFrequencySchema = z.enum(['daily', 'weekly', 'monthly']);
export type RecurrenceFrequency = z.infer<typeof recurrenceFrequencySchema>;

/** A series never has more occurrences than this, whether it ends after a count or on a date. */
export const RECURRENCE_MAX_OCCURRENCES = 100;
export const RECURRENCE_MAX_INTERVAL = 99;

/** The zone's name as the IANA database spells it ('europe/istanbul' is read as 'Europe/Istanbul'). */
export function canonicalTimeZone(name: string): string {
  return isTimeZone(name) ? new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone : name;
}

/** Whether the runtime knows the zone: the browser's and Node's Intl carry the IANA database. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows, spelled as the database spells it. */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, { error: 'Time zone is required' })
  .max(64)
  // Not aborting: a rule's other refusals (its end, say) are reported with this one.
  .refine(isTimeZone, { error: 'Must be an IANA time zone such as Europe/Istanbul' })
  .transform(canonicalTimeZone);

const countError = `Must be between 1 and ${RECURRENCE_MAX_OCCURRENCES}`;
const intervalError = `Must be between 1 and ${RECURRENCE_MAX_INTERVAL}`;

/** `recurrence` in `POST /meetings` and `PATCH /meetings/{id}`. */
export const recurrenceInputSchema = z
  .object({
    frequency: recurrenceFrequencySchema,
    interval: wholeNumber({ min: 1, max: RECURRENCE_MAX_INTERVAL, error: intervalError }).default(1),
    byWeekday: z
      .array(weekdaySchema)
      .min(1, { error: 'Choose at least one day' })
      .max(WEEKDAYS.length)
      .refine((days) => new Set(days).size === days.length, { error: 'Each day may appear once' })
      .optional(),
    byMonthDay: wholeNumber({ min: 1, max: 31, error: 'Must be between 1 and 31' }).optional(),
    count: wholeNumber({ min: 1, max: RECURRENCE_MAX_OCCURRENCES, error: countError }).optional(),
    until: meetingTime().optional(),
    timeZone: timeZoneSchema,
  })
  .superRefine((rule, context) => {
    if (rule.byWeekday && rule.frequency !== 'weekly')
      context.addIssue({ code: 'custom', path: ['byWeekday'], message: 'Only a weekly rule has days of the week' });
    if (rule.byMonthDay !== undefined && rule.frequency !== 'monthly')
      context.addIssue({ code: 'custom', path: ['byMonthDay'], message: 'Only a monthly rule has a day of the month' });
    if (rule.count === undefined && rule.until === undefined)
      context.addIssue({
        code: 'custom',
        path: ['count'],
        message: 'Choose after how many occurrences or on which date the series ends',
      });
    if (rule.count !== undefined && rule.until !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['until'],
        message: 'A series ends after a number of occurrences or on a date, not both',
      });
  });
export type RecurrenceInput = z.input<typeof recurrenceInputSchema>;

/** A series' rule as replies carry it: every part filled in, the implied ones from the first start. */
export const recurrenceRuleSchema = z.object({
  frequency: recurrenceFrequencySchema,
  interval: z.number().int(),
  byWeekday: z.array(weekdaySchema),
  byMonthDay: z.number().int().nullable(),
  count: z.number().int().nullable(),
  until: z.iso.datetime().nullable(),
  timeZone: z.string(),
});
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

/**
 * Which occurrences a change or a cancellation of one occurrence reaches: that one only, or it and
 * every later one ('following', which splits the series as Google Calendar does).
 */
export const occurrenceScopeSchema = z.enum(['occurrence', 'following']);
export type OccurrenceScope = z.infer<typeof occurrenceScopeSchema>;

export const seriesParamsSchema = z.object({ seriesId: z.string().trim().min(1).max(64) });
export const endMeetingQuerySchema = z.object({ scope: occurrenceScopeSchema.default('occurrence') });
