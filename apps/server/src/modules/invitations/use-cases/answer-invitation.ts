import type { GuestUser } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { answerNoticeMail } from '../invitation-mail';
import type { InvitationRow } from '../invitation-types';
import {
  allEnded,
  invitationNotFound,
  meetingEnded,
  meetingOf,
  nowIso,
  reloadInvitation,
  type InvitationsContext,
} from './invitations-context';

/** The invitee's own invitation, still usable; `doing` names what they tried in the refusal. */
export async function inviteesOwn(
  ctx: InvitationsContext,
  user: Pick<GuestUser, 'email'>,
  id: string,
  doing: 'answer it' | 'join',
) {
  const invitation = await ctx.invitations.findById(id);
  if (!invitation) throw invitationNotFound();
  if (invitation.invitee_email !== user.email) {
    throw AppError.forbidden(
      'INVITATION_OTHER_ADDRESS',
      `This invitation was sent to a different e-mail address. Sign in with the invited address to ${doing}.`,
    );
  }
  if (invitation.status === 'cancelled')
    throw AppError.conflict('INVITATION_CANCELLED', 'This invitation was cancelled.');
  if (invitation.status === 'expired') throw AppError.conflict('INVITATION_EXPIRED', 'This invitation has expired.');
  return invitation;
}

/** Tells the organizer that an invitee accepted or declined (in the organizer's language). */
async function noticeToOrganizer(ctx: InvitationsContext, invitation: InvitationRow, accepted: boolean, note?: string) {
  const meeting = (await meetingOf(ctx, invitation))!;
  const organizer = await ctx.users.findById(meeting.organizer_id);
  await ctx.mail.sendEmail(
    answerNoticeMail({
      to: meeting.organizer_email,
      locale: organizer?.locale === 'tr' ? 'tr' : 'en',
      inviteeName: invitation.invitee_name,
      inviteeEmail: invitation.invitee_email,
      accepted,
      note: note ?? null,
      meetingTitle: meeting.title,
      meetingPageUrl: `${ctx.baseUrl}/meetings/${meeting.id}`,
    }),
    'invitation-answer',
  );
}

/**
 * The invitee accepts or declines; the organizer is told by e-mail. The invitation page answers as the
 * signed-in user, a calendar reply (calendar-replies.ts) as the address its reply address was made for.
 */
export async function answerInvitation(
  ctx: InvitationsContext,
  user: Pick<GuestUser, 'email'>,
  input: { invitationId: string; response: string; note?: string },
) {
  const invitation = await inviteesOwn(ctx, user, input.invitationId, 'answer it');
  const meeting = (await meetingOf(ctx, invitation))!;
  if (await allEnded(ctx, meeting)) throw meetingEnded();
  const accepted = input.response.trim().toLowerCase() === 'accept';
  const changed = await ctx.invitations.transition(invitation.id, ['pending', 'accepted', 'declined'], {
    status: accepted ? 'accepted' : 'declined',
    responded_at: nowIso(ctx),
    response_note: input.note ?? null,
  });
  if (!changed) throw AppError.conflict('INVITATION_NOT_ANSWERABLE', 'This invitation can no longer be answered.');
  await noticeToOrganizer(ctx, invitation, accepted, input.note);
  return { invitation: await reloadInvitation(ctx, invitation.id), accepted };
}
