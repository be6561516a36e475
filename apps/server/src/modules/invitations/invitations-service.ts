import type { GuestUser, Invitation, InvitationStats } from '@vm/contracts';
import type { MeetingId } from '../meetings/meeting-ids';
import type { MeetingRow } from '../meetings/meeting-types';
import { toInvitation } from './invitation-mapper';
import { createInviteeDataService } from './invitee-data-service';
import { targetOf } from './invitations-repository';
import { followMeetings } from './meeting-reactions';
import { followSplits } from './split-reactions';
import { answerInvitation } from './use-cases/answer-invitation';
import { answerFromCalendar, isKnownReplyToken, type CalendarReply } from './use-cases/calendar-replies';
import { inviteeJoinUrl, invitationCalendar, organizerCalendar, publicInvitation } from './use-cases/invitation-links';
import { ownedMeeting, type InvitationsContext } from './use-cases/invitations-context';
import { inviteAccepted } from './use-cases/invite-accepted';
import type { Invitee } from './use-cases/invitation-delivery';
import { cancelAllForMeeting, cancelInvitation, resendInvitation } from './use-cases/manage-invitation';
import { sendInvitation, sendInvitations, type BulkInput, type SendInput } from './use-cases/send-invitations';

export type InvitationsServiceDeps = InvitationsContext;

/**
 * The invitations module's face to its routes and to other modules: each operation is a use case in
 * `use-cases/`; this object binds them to one context. What meetings do reaches this module only as
 * events it subscribes to (meeting-reactions.ts, decision record 054).
 */
export function createInvitationsService(ctx: InvitationsServiceDeps) {
  followMeetings(ctx, ctx.meetings.events);
  followSplits(ctx, ctx.meetings.events);
  const { invitations, meetings } = ctx;

  return {
    /** The account module's export and deletion of what is a person's as an invitee. */
    inviteeData: createInviteeDataService(invitations),
    /** The route edge: a meeting's id or code, as paths and bodies take either (docs/product.md, 'Identifiers'). */
    resolveMeeting: meetings.resolve,

    send: (user: GuestUser, meetingId: MeetingId, input: SendInput) => sendInvitation(ctx, user, meetingId, input),
    sendBulk: (user: GuestUser, meetingId: MeetingId, input: BulkInput) => sendInvitations(ctx, user, meetingId, input),
    respond: (user: GuestUser, input: { invitationId: string; response: string; note?: string }) =>
      answerInvitation(ctx, user, input),
    /** The inbound-mail module's questions: is this a reply address of ours, and answer by this reply. */
    calendarReplies: {
      isKnownToken: (token: string) => isKnownReplyToken(ctx, token),
      answer: (reply: CalendarReply) => answerFromCalendar(ctx, reply),
    },
    cancel: (user: GuestUser, id: string) => cancelInvitation(ctx, user, id),
    resend: (user: GuestUser, id: string) => resendInvitation(ctx, user, id),
    cancelAllForMeeting: (meeting: MeetingRow) => cancelAllForMeeting(ctx, meeting),
    getPublic: (id: string) => publicInvitation(ctx, id),
    calendarFile: (id: string) => invitationCalendar(ctx, id),
    organizerCalendarFile: (user: GuestUser, meetingId: MeetingId) => organizerCalendar(ctx, user, meetingId),
    joinUrl: (user: GuestUser, id: string) => inviteeJoinUrl(ctx, user, id),

    async listForMeeting(user: GuestUser, meetingId: MeetingId): Promise<Invitation[]> {
      const meeting = await ownedMeeting(ctx, user, meetingId);
      return (await invitations.listForMeeting(targetOf(meeting))).map(toInvitation);
    },

    async statsForMeeting(user: GuestUser, meetingId: MeetingId): Promise<InvitationStats> {
      return invitations.statsForMeeting(targetOf(await ownedMeeting(ctx, user, meetingId)));
    },

    /** The times of meetings an address accepted, between two instants, for booking pages' free slots. */
    async acceptedBusyTimes(email: string, from: string, to: string) {
      const rows = await invitations.acceptedTimes(email.toLowerCase(), from, to);
      return rows.map((row) => ({ meetingId: row.id, start: row.start_time, end: row.end_time }));
    },

    /**
     * A booking's invitation (booking pages): the booker is invited to the host's meeting as by the
     * host, with the invitation e-mail and its calendar file, and has accepted it already. The host's
     * send caps do not apply: the booking page has its own limits. The invitation's id.
     */
    inviteAccepted: (meeting: MeetingRow, invitee: Invitee) => inviteAccepted(ctx, meeting, invitee),

    /** The caller's own invitations, whatever address they ask about. */
    async mine(user: GuestUser): Promise<Invitation[]> {
      return (await invitations.listForEmail(user.email)).map(toInvitation);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
