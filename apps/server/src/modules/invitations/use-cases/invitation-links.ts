import type { GuestUser, PublicInvitation } from '@vm/contracts';
import type { MeetingId } from '../../meetings/meeting-ids';
import type { MeetingRow } from '../../meetings/meeting-types';
import { roomUrl, ruleOf } from '../../meetings/meeting-mapper';
import { invitationCalendarFile } from '../invitation-mail';
import { toPublicInvitation } from '../invitation-mapper';
import { organizerCalendarFile } from '../organizer-calendar';
import { inviteesOwn } from './answer-invitation';
import { invitationMailData } from './invitation-mail-data';
import {
  byLink,
  currentOccurrence,
  invitationNotFound,
  meetingOf,
  nowIso,
  occurrencesOf,
  ownedMeeting,
  type InvitationsContext,
} from './invitations-context';

/**
 * The invitation page for anyone holding its link; a series invitation shows the occurrence to join
 * next, and when the series' last occurrence starts (for 'Add to calendar').
 */
export async function publicInvitation(ctx: InvitationsContext, id: string): Promise<PublicInvitation> {
  const invitation = await byLink(ctx, id);
  if (!invitation) throw invitationNotFound();
  const meeting = await meetingOf(ctx, invitation);
  const lastStart = meeting?.series_id ? await seriesLastStart(ctx, meeting) : null;
  return toPublicInvitation(invitation, meeting && (await currentOccurrence(ctx, meeting)), lastStart);
}

/** The last start the series' rule gave (an occurrence moved alone keeps it), within the rule's end. */
async function seriesLastStart(ctx: InvitationsContext, meeting: MeetingRow): Promise<string | null> {
  const until = ruleOf(meeting)?.until;
  const starts = (await occurrencesOf(ctx, meeting))
    .map((row) => row.occurrence_start ?? row.start_time)
    .filter((start) => !until || Date.parse(start) <= Date.parse(until));
  return starts.reduce<string | null>((last, start) => (last === null || start > last ? start : last), null);
}

/**
 * The invitation's calendar file for anyone holding its link, as its last e-mail carried it (the
 * current SEQUENCE), and the meeting's title for the file name.
 */
export async function invitationCalendar(ctx: InvitationsContext, id: string): Promise<{ title: string; ics: string }> {
  const invitation = await byLink(ctx, id);
  const meeting = invitation && (await meetingOf(ctx, invitation));
  if (!invitation || !meeting) throw invitationNotFound();
  const data = await invitationMailData(ctx, invitation, meeting, Number(invitation.sequence));
  return { title: meeting.title, ics: invitationCalendarFile(data, invitation.status === 'cancelled') };
}

/**
 * The organizer's own calendar file of their meeting, an occurrence's being its whole series; anyone
 * else's answers like a missing one. A series leads to its first occurrence's meeting page, which lists
 * every occurrence: each occurrence has a room of its own.
 */
export async function organizerCalendar(ctx: InvitationsContext, user: GuestUser, meetingId: MeetingId) {
  const meeting = await ownedMeeting(ctx, user, meetingId);
  const stamp = nowIso(ctx);
  const rule = ruleOf(meeting);
  const template = meeting.series_id ? await ctx.meetings.seriesTemplate(meeting.series_id) : undefined;
  if (!meeting.series_id || !rule || !template) {
    const ics = organizerCalendarFile({ meeting, link: roomUrl(ctx.baseUrl, meeting.meeting_code), stamp });
    return { title: meeting.title, ics };
  }
  const occurrences = await ctx.meetings.seriesOccurrences(meeting.series_id);
  const series = { id: meeting.series_id, rule, template, occurrences };
  // One link whichever occurrence the file was downloaded from: the first one's page.
  const link = `${ctx.baseUrl}/meetings/${encodeURIComponent((occurrences[0] ?? meeting).id)}`;
  return { title: template.title, ics: organizerCalendarFile({ meeting, link, stamp, series }) };
}

/**
 * The invitee's own room URL, within the join window (the meetings module decides the window). A
 * series invitation's window follows each occurrence: it leads to the current one.
 */
export async function inviteeJoinUrl(ctx: InvitationsContext, user: GuestUser, id: string): Promise<string> {
  const invitation = await inviteesOwn(ctx, user, id, 'join');
  const meeting = await meetingOf(ctx, invitation);
  if (!meeting) throw invitationNotFound();
  const occurrence = await currentOccurrence(ctx, meeting);
  const own = { invitationId: invitation.id, inviteeName: invitation.invitee_name };
  return ctx.meetings.joinUrlFor(user, occurrence.id, undefined, own);
}
