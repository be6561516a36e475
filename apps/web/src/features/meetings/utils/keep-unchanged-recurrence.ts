import type { Meeting } from '@vm/contracts';
import type { MeetingFormBody } from './meeting-form-schema';
import { ruleToRepeatValues, sameRecurrence, toRecurrenceInput } from './recurrence-form';

/**
 * An edit sends a series' rule only when the organizer changed it: the form always holds the rule,
 * and sent unchanged with 'This and following occurrences' it would restart the series' count from
 * that occurrence, which is not what leaving the rule alone means.
 */
export function keepUnchangedRecurrence(body: MeetingFormBody, meeting: Meeting): MeetingFormBody {
  if (!body.recurrence || !meeting.recurrence) return body;
  const shown = toRecurrenceInput(ruleToRepeatValues(meeting.recurrence), meeting.recurrence.timeZone);
  if (!shown || !sameRecurrence(body.recurrence, shown)) return body;
  const { recurrence: _unchanged, ...rest } = body;
  return rest;
}
