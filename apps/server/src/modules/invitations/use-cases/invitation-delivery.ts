import crypto from 'node:crypto';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingRow } from '../../meetings/meeting-types';
import {
  cancellationMail,
  invitationMail,
  occurrenceMail,
  sentCalendarOf,
  withdrawalMail,
  type InvitationMailData,
} from '../invitation-mail';
import type { InvitationRow } from '../invitation-types';
import { targetOf } from '../invitations-repository';
import { changeLines, readSentCalendar } from '../mail-changes';
import { invitationMailData } from './invitation-mail-data';
import { nowIso, type InvitationsContext } from './invitations-context';

/** Who is invited, as a new invitation stores it. */
export interface Invitee {
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
}

/** 192 random bits, URL-safe: an invitation link is a capability, so it must not be guessable. */
function newInvitationId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** Stores a new pending invitation to `host` (and its series) and queues its e-mail; its id. */
export async function invite(
  ctx: InvitationsContext,
  senderId: string,
  host: MeetingRow,
  invitee: Invitee,
): Promise<string> {
  const at = nowIso(ctx);
  const row: InvitationRow = {
    id: newInvitationId(),
    meeting_id: host.id,
    series_id: host.series_id,
    invitee_name: invitee.name,
    invitee_email: invitee.email,
    invitee_phone: invitee.phone ?? null,
    // No message is stored as none: each reader sees the default in their own language.
    personal_message: invitee.message ?? null,
    status: 'pending',
    invited_at: at,
    responded_at: null,
    response_note: null,
    sequence: 0,
    send_count: 1,
    last_sent_at: at,
    sent_calendar: null,
    attended_at: null,
  };
  try {
    await ctx.invitations.insert(row);
  } catch (error) {
    // Two requests raced past the caller's check; the unique index decided.
    if (await ctx.invitations.hasLive(host.id, invitee.email))
      throw AppError.conflict('ALREADY_INVITED', 'This address already has an invitation to this meeting.');
    throw error;
  }
  const data = await invitationMailData(ctx, row, host, 0);
  await ctx.mail.sendEmail({ ...invitationMail(data, false), senderId }, 'invitation');
  await rememberSent(ctx, row.id, data);
  return row.id;
}

/**
 * Cancels an invitation still in one of the `from` statuses and sends its cancellation (METHOD:CANCEL,
 * same UID, higher SEQUENCE) through the outbox; false when it had left them meanwhile.
 */
export async function cancelWithMail(
  ctx: InvitationsContext,
  invitation: InvitationRow,
  meeting: MeetingRow,
  from: string[],
  /** Set when the meeting itself was cancelled: the organizer's word, if any, goes with the mail. */
  meetingCancelled?: { note: string | null },
): Promise<boolean> {
  if (!(await ctx.invitations.transition(invitation.id, from, { status: 'cancelled' }))) return false;
  await ctx.invitations.markResent(invitation.id, nowIso(ctx));
  const data = await invitationMailData(ctx, invitation, meeting, Number(invitation.sequence) + 1);
  await ctx.mail.sendEmail(
    {
      ...cancellationMail({
        ...data,
        meetingCancelled: Boolean(meetingCancelled),
        organizerNote: meetingCancelled?.note,
      }),
      senderId: meeting.organizer_id,
    },
    'invitation-cancel',
  );
  return true;
}

/** Sends every pending and accepted invitation of the meeting (or its series) the calendar again. */
export async function resendUpdates(
  ctx: InvitationsContext,
  meeting: MeetingRow,
  occurrence?: MeetingRow,
  cancelled = false,
  /** The organizer's word with a cancelled occurrence. */
  organizerNote: string | null = null,
): Promise<void> {
  for (const row of await ctx.invitations.listToNotifyOfChange(targetOf(meeting))) {
    await ctx.invitations.markResent(row.id, nowIso(ctx));
    const data = {
      ...(await invitationMailData(ctx, row, meeting, Number(row.sequence) + 1, occurrence)),
      organizerNote,
    };
    if (occurrence) {
      await ctx.mail.sendEmail(
        { ...occurrenceMail(data, cancelled), senderId: meeting.organizer_id },
        'invitation-update',
      );
      continue;
    }
    // The update says what changed since this invitee's last e-mail (docs/product.md, 'Invitation e-mail').
    const changes = changeLines(readSentCalendar(row.sent_calendar), sentCalendarOf(data), data.zones!, data.locale);
    const message = invitationMail({ ...data, changes }, true);
    await ctx.mail.sendEmail({ ...message, senderId: meeting.organizer_id }, 'invitation-update');
    await rememberSent(ctx, row.id, data);
  }
}

/** Keeps what this e-mail put in the invitee's calendar, for the next update to compare with. */
async function rememberSent(ctx: InvitationsContext, id: string, data: InvitationMailData): Promise<void> {
  await ctx.invitations.recordSentCalendar(id, JSON.stringify(sentCalendarOf(data)));
}

/**
 * After a split (the meetings module's 'series.split'), the old series' invitees get a CANCEL of the
 * exceptions the new series took over (`recurrenceIds`, RECURRENCE-IDs of the old UID), one e-mail
 * each with a higher SEQUENCE, so a calendar that merged the earlier e-mails keeps no copy of them
 * beside the new series' invitation. Decision record 058.
 */
export async function withdrawExceptions(
  ctx: InvitationsContext,
  earlier: MeetingRow,
  recurrenceIds: readonly string[],
): Promise<void> {
  if (recurrenceIds.length === 0) return;
  // The old series now ends just before the split: its UNTIL is a second before the first later start.
  const until = earlier.series_until;
  const from = until ? new Date(Date.parse(until) + 1000).toISOString() : recurrenceIds[0]!;
  for (const row of await ctx.invitations.listToNotifyOfChange(targetOf(earlier))) {
    await ctx.invitations.markResent(row.id, nowIso(ctx));
    const data = await invitationMailData(ctx, row, earlier, Number(row.sequence) + 1);
    const message = withdrawalMail(data, [...recurrenceIds], from);
    await ctx.mail.sendEmail({ ...message, senderId: earlier.organizer_id }, 'invitation-update');
  }
}
