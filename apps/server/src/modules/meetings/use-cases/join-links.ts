import type { GuestUser, JoinMeetingBody } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { signJoinToken, type JoinClaims } from '../join-token';
import type { MeetingId } from '../meeting-ids';
import { roomPath, roomUrl } from '../meeting-mapper';
import type { MeetingRow } from '../meeting-types';
import { meetingNotFound, refuseIfClosed, type MeetingsContext, type UsableInvitation } from './meetings-context';

/** Invitees may enter from this long before the start (docs/product.md, 'Joining a meeting'). */
export const INVITEE_EARLY_JOIN_MS = 30 * 60_000;
export const LOBBY_BUSY = 'Too many people are asking to join this meeting. Please wait a moment and try again.';

/**
 * A room link with a join token. `shareable` links are handed to someone else (the organizer's link
 * for a participant), so they name PUBLIC_URL like e-mails do.
 */
function joinUrl(ctx: MeetingsContext, row: MeetingRow, claims: Omit<JoinClaims, 'exp' | 'm'>, shareable = false) {
  const token = signJoinToken(ctx.secretKey, { ...claims, m: row.id }, ctx.clock.now().getTime());
  // The token rides in the fragment: browsers never send it to a server or keep it in logs. The
  // link is relative: only the app follows it, and it must stay on the origin the user signed in
  // on (PUBLIC_URL may name another, e.g. localhost for someone on 127.0.0.1).
  const room = shareable ? roomUrl(ctx.baseUrl, row.meeting_code) : roomPath(row.meeting_code);
  return `${room}#token=${token}`;
}

/** Refuses an invitee before the join window opens, 30 minutes before the start. */
function refuseBeforeWindow(ctx: MeetingsContext, row: MeetingRow): void {
  if (ctx.clock.now().getTime() < Date.parse(row.start_time) - INVITEE_EARLY_JOIN_MS) {
    throw AppError.conflict('MEETING_NOT_OPEN_YET', 'You can join from 30 minutes before the meeting starts.', [], {
      minutes: 30,
    });
  }
}

/** The organizer's link for someone else: an invitee's (their invitation named) or a guest's. */
function participantUrl(ctx: MeetingsContext, row: MeetingRow, email: string, invited?: UsableInvitation) {
  return joinUrl(
    ctx,
    row,
    {
      role: invited ? 'invitee' : 'guest',
      name: invited?.inviteeName ?? email.split('@')[0]!,
      email,
      // The room bars a removed invitee by the invitation, never by an address someone typed.
      ...(invited && { inv: invited.invitationId }),
      lobby: Boolean(row.require_approval),
    },
    true,
  );
}

/**
 * The organizer's host link (or a participant link for an address); an invitee's own link, from 30
 * minutes before the start. `invitation` is the caller's own when the invitations module already
 * holds it; otherwise it is looked up.
 */
export async function joinUrlFor(
  ctx: MeetingsContext,
  user: GuestUser,
  id: MeetingId,
  participantEmail?: string,
  invitation?: UsableInvitation,
): Promise<string> {
  const row = await ctx.meetings.findById(id);
  if (!row) throw meetingNotFound();
  const isOrganizer = row.organizer_id === user.id;
  const own = isOrganizer ? undefined : (invitation ?? (await ctx.invitationFor(row, user.email)));
  if (!isOrganizer && !own) throw meetingNotFound();
  if (participantEmail && !isOrganizer && participantEmail !== user.email) {
    throw AppError.forbidden('JOIN_LINK_ORGANIZER_ONLY', 'Only the organizer can get a join link for someone else.');
  }
  refuseIfClosed(row);
  if (isOrganizer && participantEmail && participantEmail !== user.email)
    return participantUrl(ctx, row, participantEmail, await ctx.invitationFor(row, participantEmail));
  if (isOrganizer)
    return joinUrl(ctx, row, { role: 'host', name: user.name, email: user.email, uid: user.id, lobby: false });
  refuseBeforeWindow(ctx, row);
  return joinUrl(ctx, row, {
    role: 'invitee',
    name: user.name,
    email: user.email,
    uid: user.id,
    ...(own && { inv: own.invitationId }),
    lobby: Boolean(row.require_approval),
  });
}

/**
 * The room link of a booked meeting's booker, without an account (decision record 070): the booking
 * module has found the booking by the token from the booker's e-mail and asks for this meeting alone.
 * They enter as the invitee of their invitation (which must still be usable), from 30 minutes before
 * the start, and never wait in the lobby: the host approved them by offering the slot.
 */
export async function bookedInviteeJoinUrl(ctx: MeetingsContext, id: MeetingId, email: string): Promise<string> {
  const row = await ctx.meetings.findById(id);
  const invited = row && (await ctx.invitationFor(row, email));
  if (!row || !invited) throw meetingNotFound();
  refuseIfClosed(row);
  refuseBeforeWindow(ctx, row);
  return joinUrl(ctx, row, {
    role: 'invitee',
    name: invited.inviteeName,
    email,
    inv: invited.invitationId,
    lobby: false,
  });
}

export const GUEST_EMAIL_REQUIRED = 'An e-mail address is required to join this meeting.';

/**
 * Join without an account: public meetings let guests in; private ones, or approval on, send them to the lobby.
 * The e-mail address is optional where nobody admits the guest (a public meeting without approval): a name is
 * enough there. Where the host admits guests from the lobby it stays required (docs/product.md, 'Joining a
 * meeting').
 */
export async function joinAsGuest(
  ctx: MeetingsContext,
  id: MeetingId,
  input: JoinMeetingBody,
): Promise<{ url: string; lobby: boolean }> {
  const row = await ctx.meetings.findById(id);
  if (!row) throw meetingNotFound();
  refuseIfClosed(row);
  const lobby = !row.is_public || Boolean(row.require_approval);
  const email = (input.guestEmail ?? '').trim().toLowerCase();
  if (lobby && !email) {
    throw AppError.badRequest('GUEST_EMAIL_REQUIRED', GUEST_EMAIL_REQUIRED, [
      { field: 'guestEmail', message: GUEST_EMAIL_REQUIRED, code: 'GUEST_EMAIL_REQUIRED' },
    ]);
  }
  if (lobby) {
    const taken = await ctx.lobbyLimit.take(row.id, ctx.clock.now().getTime());
    if (!taken.allowed) throw AppError.tooManyRequests('LOBBY_BUSY', LOBBY_BUSY, taken.retryAfterSeconds);
  }
  return { url: joinUrl(ctx, row, { role: 'guest', name: input.guestName.trim(), email, lobby }), lobby };
}
