import type { z } from 'zod';
import {
  LIMITS,
  type BulkInvitationResult,
  type bulkInvitationBodySchema,
  type GuestUser,
  type Invitation,
  type sendInvitationBodySchema,
} from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingId } from '../../meetings/meeting-ids';
import type { MeetingRow } from '../../meetings/meeting-types';
import { targetOf } from '../invitations-repository';
import { invite } from './invitation-delivery';
import {
  allEnded,
  enforceSendCaps,
  meetingEnded,
  occurrencesOf,
  ownedMeeting,
  reloadInvitation,
  type InvitationsContext,
} from './invitations-context';

export type SendInput = Omit<z.output<typeof sendInvitationBodySchema>, 'meetingId'>;
export type BulkInput = Omit<z.output<typeof bulkInvitationBodySchema>, 'meetingId'>;

/** A bulk row that could not be sent, and why. */
interface RowError {
  index: number;
  error: AppError;
}

/** Why a bulk row was refused: the error's message and code, and the numbers its text needs. */
function rowReason(error: AppError) {
  return { message: error.message, code: error.code, ...(error.params ? { params: error.params } : {}) };
}

/**
 * The reply when no row of a bulk invitation was sent: 429 (with its Retry-After) when the organizer's
 * send cap stopped every row, else 400. Each row's reason is put on its e-mail field
 * (`invitees.2.email`), so the form can mark the rows.
 */
function bulkFailure(rows: RowError[]): AppError {
  const fieldErrors = rows.map(({ index, error }) => ({ field: `invitees.${index}.email`, ...rowReason(error) }));
  const capped = rows.find(({ error }) => error.statusCode === 429)?.error;
  if (capped && rows.every(({ error }) => error.statusCode === 429)) {
    return new AppError(429, capped.code, capped.message, fieldErrors, capped.headers, capped.params);
  }
  return AppError.badRequest('INVITATIONS_ALL_FAILED', 'All invitations failed to send', fieldErrors);
}

async function sendOne(ctx: InvitationsContext, user: GuestUser, meeting: MeetingRow, input: SendInput) {
  if (await allEnded(ctx, meeting)) throw meetingEnded();
  // A series invitation names the series' first occurrence (decision record 038).
  const host = meeting.series_id ? (await occurrencesOf(ctx, meeting))[0]! : meeting;
  const email = input.inviteeEmail.toLowerCase();
  if (await ctx.invitations.hasLive(host.id, email)) {
    throw AppError.conflict('ALREADY_INVITED', 'This address already has an invitation to this meeting.', [
      { field: 'inviteeEmail', message: 'Already invited', code: 'ALREADY_INVITED' },
    ]);
  }
  if ((await ctx.invitations.countForMeeting(targetOf(meeting))) >= LIMITS.invitationsPerMeetingMax) {
    throw AppError.conflict(
      'INVITATIONS_PER_MEETING_LIMIT',
      `A meeting can have at most ${LIMITS.invitationsPerMeetingMax} invitations.`,
      [],
      { max: LIMITS.invitationsPerMeetingMax },
    );
  }
  await enforceSendCaps(ctx, user.id, 1);
  const invitee = { name: input.inviteeName, email, phone: input.inviteePhone, message: input.personalMessage };
  return reloadInvitation(ctx, await invite(ctx, user.id, host, invitee));
}

/** The organizer invites one address to their meeting (or its series). */
export async function sendInvitation(
  ctx: InvitationsContext,
  user: GuestUser,
  meetingId: MeetingId,
  input: SendInput,
): Promise<Invitation> {
  return sendOne(ctx, user, await ownedMeeting(ctx, user, meetingId), input);
}

/**
 * Each row is sent like a single invitation; one row's failure does not stop the others. When no
 * row was sent, the whole request failed: see `bulkFailure`.
 */
export async function sendInvitations(
  ctx: InvitationsContext,
  user: GuestUser,
  meetingId: MeetingId,
  input: BulkInput,
) {
  const meeting = await ownedMeeting(ctx, user, meetingId);
  const sent: Invitation[] = [];
  const failed: BulkInvitationResult['failed'] = [];
  const rowErrors: RowError[] = [];
  for (const [index, row] of input.invitees.entries()) {
    try {
      const one = { inviteeEmail: row.email, inviteeName: row.name, inviteePhone: row.phone };
      sent.push(await sendOne(ctx, user, meeting, { ...one, personalMessage: input.personalMessage }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The code (and its numbers) let the organizer read the reason in their own language.
      failed.push({ email: row.email, ...rowReason(error) });
      rowErrors.push({ index, error });
    }
  }
  if (sent.length === 0) throw bulkFailure(rowErrors);
  return { sent, failed };
}
