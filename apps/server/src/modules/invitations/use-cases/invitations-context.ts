import type { GuestUser, Invitation } from '@vm/contracts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { isDeletedAddress } from '../../account/deleted-account';
import type { UsersService } from '../../auth/users-service';
import type { MailModule } from '../../mail/mail-module';
import { asMeetingId, type MeetingId } from '../../meetings/meeting-ids';
import type { MeetingRow } from '../../meetings/meeting-types';
import type { MeetingsService } from '../../meetings/meetings-service';
import { toInvitation } from '../invitation-mapper';
import type { InvitationMailExtrasLookup } from '../invitation-extras';
import type { InvitationRow } from '../invitation-types';
import type { InvitationsRepository } from '../invitations-repository';
import type { ReplyTokensRepository } from '../reply-tokens-repository';

/** What every invitations use case works with. */
export interface InvitationsContext {
  config: Config;
  clock: Clock;
  baseUrl: string;
  invitations: InvitationsRepository;
  /** Asked, never called back: the meetings module tells this one what changed through its events. */
  meetings: MeetingsService;
  users: UsersService;
  mail: MailModule;
  /** Seals the calendar reply tokens (calendar-replies.ts). */
  secretKey: string;
  replyTokens: ReplyTokensRepository;
  /** Another module's additions to an invitation's e-mails (a booking's links); none when absent. */
  mailExtras?: InvitationMailExtrasLookup;
}

/** Every kind of e-mail an organizer's actions send to invitees; all count against their caps. */
const CAPPED_KINDS = ['invitation', 'invitation-update'];
const HOUR_MS = 60 * 60_000;

export const invitationNotFound = () => AppError.notFound('INVITATION_NOT_FOUND', 'Invitation not found');
export const meetingNotFound = () => AppError.notFound('MEETING_NOT_FOUND', 'Meeting not found');
export const meetingEnded = () => AppError.conflict('MEETING_ENDED', 'This meeting has ended.');

export const nowIso = (ctx: InvitationsContext) => ctx.clock.now().toISOString();

/** The meeting an invitation invites to (a series invitation: the series' first occurrence). */
export const meetingOf = (ctx: InvitationsContext, invitation: InvitationRow) =>
  ctx.meetings.findById(asMeetingId(invitation.meeting_id));

export async function ownedMeeting(ctx: InvitationsContext, user: GuestUser, id: MeetingId): Promise<MeetingRow> {
  const meeting = await ctx.meetings.findById(id);
  if (!meeting || meeting.organizer_id !== user.id) throw meetingNotFound();
  return meeting;
}

/** An invitation of one of the caller's meetings; anyone else's answers like a missing one. */
export async function ownedInvitation(ctx: InvitationsContext, user: GuestUser, id: string) {
  const invitation = await ctx.invitations.findById(id);
  const meeting = invitation && (await meetingOf(ctx, invitation));
  if (!invitation || !meeting || meeting.organizer_id !== user.id) throw invitationNotFound();
  return { invitation, meeting };
}

/** An invitation by its link; one whose invitee deleted their account is unknown (decision record 019). */
export async function byLink(ctx: InvitationsContext, id: string) {
  const invitation = await ctx.invitations.findById(id);
  return invitation && !isDeletedAddress(invitation.invitee_email) ? invitation : undefined;
}

/** A series' occurrences by start; a single meeting is its own only occurrence. */
export async function occurrencesOf(ctx: InvitationsContext, meeting: MeetingRow): Promise<MeetingRow[]> {
  return meeting.series_id ? ctx.meetings.seriesOccurrences(meeting.series_id) : [meeting];
}

/**
 * The occurrence an invitation leads to now: the first of its series not ended (the live one, or the
 * next), else the last; a single meeting's invitation, its meeting.
 */
export async function currentOccurrence(ctx: InvitationsContext, meeting: MeetingRow): Promise<MeetingRow> {
  if (!meeting.series_id) return meeting;
  const byStart = [...(await occurrencesOf(ctx, meeting))].sort((a, b) => a.start_time.localeCompare(b.start_time));
  return byStart.find((row) => row.status !== 'ended') ?? byStart.at(-1) ?? meeting;
}

/** Whether nothing of the meeting, or of its whole series, is left to join. */
export async function allEnded(ctx: InvitationsContext, meeting: MeetingRow): Promise<boolean> {
  return (await occurrencesOf(ctx, meeting)).every((row) => row.status === 'ended');
}

/** Refuses when `extra` more invitation e-mails would pass the organizer's hourly or daily cap. */
export async function enforceSendCaps(ctx: InvitationsContext, organizerId: string, extra: number) {
  const nowMs = ctx.clock.now().getTime();
  const { perHour, perDay } = ctx.config.invitationLimits;
  const since = (ms: number) => new Date(nowMs - ms).toISOString();
  const lastHour = await ctx.mail.countSentSince(organizerId, CAPPED_KINDS, since(HOUR_MS));
  const lastDay = await ctx.mail.countSentSince(organizerId, CAPPED_KINDS, since(24 * HOUR_MS));
  if (lastHour + extra > perHour) {
    throw AppError.tooManyRequests(
      'INVITATIONS_HOURLY_LIMIT',
      `You can send at most ${perHour} invitation e-mails per hour. Please try again later.`,
      3600,
      { max: perHour },
    );
  }
  if (lastDay + extra > perDay) {
    throw AppError.tooManyRequests(
      'INVITATIONS_DAILY_LIMIT',
      `You can send at most ${perDay} invitation e-mails per day. Please try again tomorrow.`,
      3600,
      { max: perDay },
    );
  }
}

export async function reloadInvitation(ctx: InvitationsContext, id: string): Promise<Invitation> {
  return toInvitation((await ctx.invitations.findById(id))!);
}
