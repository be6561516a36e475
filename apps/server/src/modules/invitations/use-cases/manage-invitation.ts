import type { GuestUser, Invitation } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingRow } from '../../meetings/meeting-types';
import { invitationMail, sentCalendarOf } from '../invitation-mail';
import { targetOf } from '../invitations-repository';
import { cancelWithMail } from './invitation-delivery';
import { invitationMailData } from './invitation-mail-data';
import {
  allEnded,
  enforceSendCaps,
  meetingEnded,
  nowIso,
  ownedInvitation,
  reloadInvitation,
  type InvitationsContext,
} from './invitations-context';

/** The organizer takes back a pending invitation; the invitee gets its cancellation. */
export async function cancelInvitation(ctx: InvitationsContext, user: GuestUser, id: string): Promise<Invitation> {
  const { invitation, meeting } = await ownedInvitation(ctx, user, id);
  if (!(await cancelWithMail(ctx, invitation, meeting, ['pending']))) {
    throw AppError.conflict('INVITATION_NOT_PENDING_CANCEL', 'Only pending invitations can be cancelled.');
  }
  return reloadInvitation(ctx, id);
}

/** The organizer sends a pending invitation again (it counts against their send caps). */
export async function resendInvitation(ctx: InvitationsContext, user: GuestUser, id: string): Promise<Invitation> {
  const { invitation, meeting } = await ownedInvitation(ctx, user, id);
  if (invitation.status !== 'pending')
    throw AppError.conflict('INVITATION_NOT_PENDING_RESEND', 'Only pending invitations can be resent.');
  if (await allEnded(ctx, meeting)) throw meetingEnded();
  await enforceSendCaps(ctx, user.id, 1);
  await ctx.invitations.markResent(id, nowIso(ctx));
  const data = await invitationMailData(ctx, invitation, meeting, Number(invitation.sequence) + 1);
  await ctx.mail.sendEmail({ ...invitationMail(data, false), senderId: user.id }, 'invitation');
  await ctx.invitations.recordSentCalendar(id, JSON.stringify(sentCalendarOf(data)));
  return reloadInvitation(ctx, id);
}

/**
 * An organizer deletes their account (decision record 019): every pending and accepted invitation
 * of the meeting is cancelled with the same e-mail as cancel's, which refuses accepted ones (an
 * organizer takes those back by moving or ending the meeting). How many were cancelled.
 */
export async function cancelAllForMeeting(ctx: InvitationsContext, meeting: MeetingRow): Promise<number> {
  let cancelled = 0;
  for (const row of await ctx.invitations.listToNotifyOfChange(targetOf(meeting))) {
    if (await cancelWithMail(ctx, row, meeting, ['pending', 'accepted'])) cancelled += 1;
  }
  return cancelled;
}
