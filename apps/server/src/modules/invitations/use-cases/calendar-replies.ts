import crypto from 'node:crypto';
import { AppError } from '#server/http/app-error.ts';
import { sha256 } from '#server/lib/hashing.ts';
import { open, seal } from '#server/lib/sealed-secret.ts';
import { invitationCalendarUid } from '../invitation-mail';
import { answerInvitation } from './answer-invitation';
import { byLink, nowIso, type InvitationsContext } from './invitations-context';

/**
 * Calendar replies (decision record 061): each invitation's calendar names the organizer as
 * `reply+<token>@INBOUND_MAIL_DOMAIN`, so the Yes or No an invitee clicks in their calendar comes back
 * here as an iTIP REPLY and answers the invitation as its page does.
 */
const SEAL_PURPOSE = 'calendar-reply-token';

/** 128 random bits in lowercase hex: mail systems may change a local part's case, never its hex digits. */
const newToken = () => crypto.randomBytes(16).toString('hex');

/** The invitation's token: its sealed copy opened, else a new one kept (and the first kept wins a race). */
async function replyTokenOf(ctx: InvitationsContext, invitationId: string): Promise<string> {
  const opened = (row: { sealed_token: string } | undefined) =>
    row && open(ctx.secretKey, SEAL_PURPOSE, invitationId, row.sealed_token);
  const existing = await ctx.replyTokens.findByInvitation(invitationId);
  const kept = opened(existing);
  if (kept) return kept;
  const token = newToken();
  const row = { token_digest: sha256(token), sealed_token: seal(ctx.secretKey, SEAL_PURPOSE, invitationId, token) };
  // A copy that does not open was sealed under an earlier SECRET_KEY: its address is lost, a new one replaces it.
  if (existing) await ctx.replyTokens.replace(invitationId, existing.sealed_token, row);
  else await ctx.replyTokens.keep({ invitation_id: invitationId, ...row, created_at: nowIso(ctx) });
  return opened(await ctx.replyTokens.findByInvitation(invitationId)) ?? token;
}

/** The organizer address the invitation's calendar names, or undefined when inbound mail is off. */
export async function replyAddressOf(ctx: InvitationsContext, invitationId: string): Promise<string | undefined> {
  const domain = ctx.config.inboundMail?.domain;
  if (!domain) return undefined;
  return `reply+${await replyTokenOf(ctx, invitationId)}@${domain}`;
}

/** Whether a reply address's token belongs to an invitation (the listener refuses others at RCPT). */
export async function isKnownReplyToken(ctx: InvitationsContext, token: string): Promise<boolean> {
  return (await ctx.replyTokens.invitationIdByDigest(sha256(token.toLowerCase()))) !== undefined;
}

export interface CalendarReply {
  /** The token of the address the reply was sent to. */
  token: string;
  /** The event's UID as the reply gives it. */
  uid: string;
  /** The address of the reply's one ATTENDEE. */
  attendeeEmail: string;
  answer: 'accept' | 'decline';
}

/** What became of a reply: only `answered` changed anything; the rest are what the log says. */
export type CalendarReplyOutcome =
  'answered' | 'already-so' | 'unknown-address' | 'other-event' | 'other-attendee' | 'not-answerable';

/**
 * Answers the invitation behind the address when the reply is about its event (the UID its calendar
 * carries) and comes from its invitee (the ATTENDEE is the invited address): through the page's own
 * answer, so the organizer is told the same way. A reply that repeats the current answer changes nothing
 * and tells nobody again (calendar programs send their answer again after updates).
 */
export async function answerFromCalendar(ctx: InvitationsContext, reply: CalendarReply): Promise<CalendarReplyOutcome> {
  const invitationId = await ctx.replyTokens.invitationIdByDigest(sha256(reply.token.toLowerCase()));
  const invitation = invitationId === undefined ? undefined : await byLink(ctx, invitationId);
  if (!invitation) return 'unknown-address';
  if (reply.uid !== invitationCalendarUid(invitation.id)) return 'other-event';
  if (reply.attendeeEmail.trim().toLowerCase() !== invitation.invitee_email.toLowerCase()) return 'other-attendee';
  if (invitation.status === (reply.answer === 'accept' ? 'accepted' : 'declined')) return 'already-so';
  try {
    await answerInvitation(
      ctx,
      { email: invitation.invitee_email },
      { invitationId: invitation.id, response: reply.answer },
    );
    return 'answered';
  } catch (error) {
    // Cancelled, expired, or a meeting that is over: the page would refuse it too.
    if (error instanceof AppError) return 'not-answerable';
    throw error;
  }
}
