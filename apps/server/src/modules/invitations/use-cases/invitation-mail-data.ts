import type { Locale } from '@vm/contracts';
import { API_PREFIX } from '#server/http/api-routes.ts';
import { ruleOf } from '../../meetings/meeting-mapper';
import type { MeetingRow } from '../../meetings/meeting-types';
import { eventDetails, type InvitationMailData } from '../invitation-mail';
import type { InvitationRow } from '../invitation-types';
import { ruleText } from '../rule-text';
import { occurrenceZone, seriesCalendarView } from '../series-calendar';
import { replyAddressOf } from './calendar-replies';
import { nowIso, type InvitationsContext } from './invitations-context';

async function singleMailData(
  ctx: InvitationsContext,
  row: InvitationRow,
  meeting: MeetingRow,
  sequence: number,
): Promise<InvitationMailData> {
  const invitee = await ctx.users.findByEmail(row.invitee_email);
  const organizer = await ctx.users.findById(meeting.organizer_id);
  const locale: Locale = ((invitee?.locale ?? organizer?.locale ?? 'en') as Locale) === 'tr' ? 'tr' : 'en';
  const extras = await ctx.mailExtras?.({ meetingId: meeting.id, inviteeEmail: row.invitee_email, locale });
  return {
    invitationId: row.id,
    sequence,
    inviteeName: row.invitee_name,
    inviteeEmail: row.invitee_email,
    personalMessage: row.personal_message,
    meetingTitle: meeting.title,
    meetingDescription: meeting.description,
    startTime: meeting.start_time,
    endTime: meeting.end_time,
    organizerName: meeting.organizer_name,
    organizerEmail: meeting.organizer_email,
    replyAddress: await replyAddressOf(ctx, row.id),
    invitationUrl: `${ctx.baseUrl}/invitation/${row.id}`,
    calendarUrl: `${ctx.baseUrl}${API_PREFIX}/invitations/${row.id}/calendar.ics`,
    stamp: nowIso(ctx),
    locale: extras?.locale ?? locale,
    ...(extras && { extras }),
    // The invitee's own zone when their account has one; the organizer's: the series' zone, else their account's.
    zones: {
      reader: invitee?.time_zone ?? null,
      organizer: ruleOf(meeting)?.timeZone ?? organizer?.time_zone ?? null,
    },
  };
}

/**
 * The invitation's e-mail and calendar data. A series invitation describes the whole series (its first
 * occurrence's times, the rule, the exceptions); `occurrence` narrows it to that one occurrence.
 */
export async function invitationMailData(
  ctx: InvitationsContext,
  row: InvitationRow,
  meeting: MeetingRow,
  sequence: number,
  occurrence?: MeetingRow,
): Promise<InvitationMailData> {
  const base = await singleMailData(ctx, row, meeting, sequence);
  const rule = row.series_id ? ruleOf(meeting) : null;
  const template = row.series_id ? await ctx.meetings.seriesTemplate(row.series_id) : undefined;
  if (!row.series_id || !rule || !template) return base;
  const all = await ctx.meetings.seriesOccurrences(row.series_id);
  if (occurrence) {
    return {
      ...base,
      meetingTitle: occurrence.title,
      meetingDescription: occurrence.description,
      startTime: occurrence.start_time,
      endTime: occurrence.end_time,
      occurrence: {
        recurrenceId: occurrence.occurrence_start ?? occurrence.start_time,
        zone: occurrenceZone(rule, all),
      },
    };
  }
  const details = (description: string | null) => eventDetails(base, description);
  const view = seriesCalendarView(rule, template, all, details);
  return {
    ...base,
    meetingTitle: view.title,
    meetingDescription: view.description,
    startTime: view.start,
    endTime: view.end,
    series: { calendar: view.series, repeats: ruleText(rule, base.locale) },
  };
}
