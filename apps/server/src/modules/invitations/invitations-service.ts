import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  LIMITS,
  type BulkInvitationResult,
  type bulkInvitationBodySchema,
  type GuestUser,
  type Invitation,
  type InvitationStats,
  type Locale,
  type PublicInvitation,
  type sendInvitationBodySchema,
} from '@vm/contracts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { isDeletedAddress } from '../account/deleted-account';
import type { UsersService } from '../auth/users-service';
import type { MailModule } from '../mail/mail-module';
import type { MeetingRow } from '../meetings/meeting-types';
import type { MeetingInvitations, MeetingsService } from '../meetings/meetings-service';
import { roomUrl, ruleOf } from '../meetings/meeting-mapper';
import {
  answerNoticeMail,
  cancellationMail,
  eventDetails,
  invitationCalendarFile,
  invitationMail,
  occurrenceMail,
  type InvitationMailData,
} from './invitation-mail';
import { ruleText } from './rule-text';
import { occurrenceZone, seriesCalendarView } from './series-calendar';
import { toInvitation, toPublicInvitation } from './invitation-mapper';
import type { InvitationRow } from './invitation-types';
import { createInviteeDataService } from './invitee-data-service';
import { targetOf, type InvitationsRepository } from './invitations-repository';
import { organizerCalendarFile } from './organizer-calendar';

type SendInput = z.output<typeof sendInvitationBodySchema>;
type BulkInput = z.output<typeof bulkInvitationBodySchema>;

/** Every kind of e-mail an organizer's actions send to invitees; all count against their caps. */
const CAPPED_KINDS = ['invitation', 'invitation-update'];
const HOUR_MS = 60 * 60_000;

export interface InvitationsServiceDeps {
  config: Config;
  clock: Clock;
  baseUrl: string;
  invitations: InvitationsRepository;
  meetings: MeetingsService;
  users: UsersService;
  mail: MailModule;
}

const invitationNotFound = () => AppError.notFound('INVITATION_NOT_FOUND', 'Invitation not found');
const meetingNotFound = () => AppError.notFound('MEETING_NOT_FOUND', 'Meeting not found');

/** A bulk row that could not be sent, and why. */
interface RowError {
  index: number;
  error: AppError;
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

/** Why a bulk row was refused: the error's message and code, and the numbers its text needs. */
function rowReason(error: AppError) {
  return { message: error.message, code: error.code, ...(error.params ? { params: error.params } : {}) };
}

/** 192 random bits, URL-safe: an invitation link is a capability, so it must not be guessable. */
function newInvitationId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function createInvitationsService(deps: InvitationsServiceDeps) {
  const { config, clock, baseUrl, invitations, meetings, users, mail } = deps;
  const now = () => clock.now().toISOString();

  async function ownedMeeting(user: GuestUser, ref: string): Promise<MeetingRow> {
    const meeting = await meetings.findByRef(ref);
    if (!meeting || meeting.organizer_id !== user.id) throw meetingNotFound();
    return meeting;
  }

  /** An invitation of one of the caller's meetings; anyone else's answers like a missing one. */
  async function ownedInvitation(user: GuestUser, id: string) {
    const invitation = await invitations.findById(id);
    const meeting = invitation && (await meetings.findByRef(invitation.meeting_id));
    if (!invitation || !meeting || meeting.organizer_id !== user.id) throw invitationNotFound();
    return { invitation, meeting };
  }

  /** An invitation by its link; one whose invitee deleted their account is unknown (decision record 019). */
  async function byLink(id: string) {
    const invitation = await invitations.findById(id);
    return invitation && !isDeletedAddress(invitation.invitee_email) ? invitation : undefined;
  }

  /** A series' occurrences by start; a single meeting is its own only occurrence. */
  async function occurrencesOf(meeting: MeetingRow): Promise<MeetingRow[]> {
    return meeting.series_id ? meetings.seriesOccurrences(meeting.series_id) : [meeting];
  }

  /**
   * The occurrence an invitation leads to now: the first of its series not ended (the live one, or the
   * next), else the last; a single meeting's invitation, its meeting.
   */
  async function currentOccurrence(meeting: MeetingRow): Promise<MeetingRow> {
    if (!meeting.series_id) return meeting;
    const all = await occurrencesOf(meeting);
    const byStart = [...all].sort((a, b) => a.start_time.localeCompare(b.start_time));
    return byStart.find((row) => row.status !== 'ended') ?? byStart.at(-1) ?? meeting;
  }

  /** Whether nothing of the meeting, or of its whole series, is left to join. */
  async function allEnded(meeting: MeetingRow): Promise<boolean> {
    return (await occurrencesOf(meeting)).every((row) => row.status === 'ended');
  }

  /** Refuses when `extra` more invitation e-mails would pass the organizer's hourly or daily cap. */
  async function enforceSendCaps(organizerId: string, extra: number) {
    const nowMs = clock.now().getTime();
    const { perHour, perDay } = config.invitationLimits;
    const lastHour = await mail.countSentSince(organizerId, CAPPED_KINDS, new Date(nowMs - HOUR_MS).toISOString());
    const lastDay = await mail.countSentSince(organizerId, CAPPED_KINDS, new Date(nowMs - 24 * HOUR_MS).toISOString());
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

  /**
   * The invitation's e-mail and calendar data. A series invitation describes the whole series (its first
   * occurrence's times, the rule, the exceptions); `occurrence` narrows it to that one occurrence.
   */
  async function mailData(
    row: InvitationRow,
    meeting: MeetingRow,
    sequence: number,
    occurrence?: MeetingRow,
  ): Promise<InvitationMailData> {
    const base = await singleMailData(row, meeting, sequence);
    const rule = row.series_id ? ruleOf(meeting) : null;
    const template = row.series_id ? await meetings.seriesTemplate(row.series_id) : undefined;
    if (!row.series_id || !rule || !template) return base;
    const all = await meetings.seriesOccurrences(row.series_id);
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

  async function singleMailData(
    row: InvitationRow,
    meeting: MeetingRow,
    sequence: number,
  ): Promise<InvitationMailData> {
    const invitee = await users.findByEmail(row.invitee_email);
    const organizer = await users.findById(meeting.organizer_id);
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
      invitationUrl: `${baseUrl}/invitation/${row.id}`,
      calendarUrl: `${baseUrl}/api/VideoMeeting/invitations/${row.id}/calendar.ics`,
      stamp: now(),
      locale: ((invitee?.locale ?? organizer?.locale ?? 'en') as Locale) === 'tr' ? 'tr' : 'en',
    };
  }

  /**
   * Cancels an invitation still in one of the `from` statuses and sends its cancellation (METHOD:CANCEL,
   * same UID, higher SEQUENCE) through the outbox; false when it had left them meanwhile.
   */
  async function cancelWithMail(invitation: InvitationRow, meeting: MeetingRow, from: string[]): Promise<boolean> {
    if (!(await invitations.transition(invitation.id, from, { status: 'cancelled' }))) return false;
    await invitations.markResent(invitation.id, now());
    const sequence = Number(invitation.sequence) + 1;
    await mail.sendEmail(
      { ...cancellationMail(await mailData(invitation, meeting, sequence)), senderId: meeting.organizer_id },
      'invitation-cancel',
    );
    return true;
  }

  async function reload(id: string): Promise<Invitation> {
    return toInvitation((await invitations.findById(id))!);
  }

  async function sendOne(
    user: GuestUser,
    meeting: MeetingRow,
    input: Omit<SendInput, 'meetingId'>,
  ): Promise<Invitation> {
    if (await allEnded(meeting)) throw AppError.conflict('MEETING_ENDED', 'This meeting has ended.');
    // A series invitation names the series' first occurrence (decision record 038).
    const host = meeting.series_id ? (await occurrencesOf(meeting))[0]! : meeting;
    const email = input.inviteeEmail.toLowerCase();
    if (await invitations.hasLive(host.id, email)) {
      throw AppError.conflict('ALREADY_INVITED', 'This address already has an invitation to this meeting.', [
        { field: 'inviteeEmail', message: 'Already invited', code: 'ALREADY_INVITED' },
      ]);
    }
    if ((await invitations.countForMeeting(targetOf(meeting))) >= LIMITS.invitationsPerMeetingMax) {
      throw AppError.conflict(
        'INVITATIONS_PER_MEETING_LIMIT',
        `A meeting can have at most ${LIMITS.invitationsPerMeetingMax} invitations.`,
        [],
        { max: LIMITS.invitationsPerMeetingMax },
      );
    }
    await enforceSendCaps(user.id, 1);
    const invitee = { name: input.inviteeName, email, phone: input.inviteePhone, message: input.personalMessage };
    return reload(await invite(user.id, host, invitee));
  }

  /** Stores a new pending invitation to `host` (and its series) and queues its e-mail; its id. */
  async function invite(
    senderId: string,
    host: MeetingRow,
    invitee: { name: string; email: string; phone?: string | null; message?: string | null },
  ): Promise<string> {
    const at = now();
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
    };
    try {
      await invitations.insert(row);
    } catch (error) {
      // Two requests raced past the check above; the unique index decided.
      if (await invitations.hasLive(host.id, invitee.email))
        throw AppError.conflict('ALREADY_INVITED', 'This address already has an invitation to this meeting.');
      throw error;
    }
    await mail.sendEmail({ ...invitationMail(await mailData(row, host, 0), false), senderId }, 'invitation');
    return row.id;
  }

  /** Sends every pending and accepted invitation of the meeting (or its series) the calendar again. */
  async function resendUpdates(meeting: MeetingRow, occurrence?: MeetingRow, cancelled = false): Promise<void> {
    for (const row of await invitations.listToNotifyOfChange(targetOf(meeting))) {
      await invitations.markResent(row.id, now());
      const data = await mailData(row, meeting, Number(row.sequence) + 1, occurrence);
      const message = occurrence ? occurrenceMail(data, cancelled) : invitationMail(data, true);
      await mail.sendEmail({ ...message, senderId: meeting.organizer_id }, 'invitation-update');
    }
  }

  return {
    /** The account module's export and deletion of what is a person's as an invitee. */
    inviteeData: createInviteeDataService(invitations),

    async send(user: GuestUser, input: SendInput): Promise<Invitation> {
      return sendOne(user, await ownedMeeting(user, input.meetingId), input);
    },

    /**
     * Each row is sent like a single invitation; one row's failure does not stop the others. When no
     * row was sent, the whole request failed: see `bulkFailure`.
     */
    async sendBulk(user: GuestUser, input: BulkInput) {
      const meeting = await ownedMeeting(user, input.meetingId);
      const sent: Invitation[] = [];
      const failed: BulkInvitationResult['failed'] = [];
      const rowErrors: RowError[] = [];
      for (const [index, row] of input.invitees.entries()) {
        try {
          sent.push(
            await sendOne(user, meeting, {
              inviteeEmail: row.email,
              inviteeName: row.name,
              inviteePhone: row.phone,
              personalMessage: input.personalMessage,
            }),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // The code (and its numbers) let the organizer read the reason in their own language.
          failed.push({ email: row.email, ...rowReason(error) });
          rowErrors.push({ index, error });
        }
      }
      if (sent.length === 0) throw bulkFailure(rowErrors);
      return { sent, failed };
    },

    async listForMeeting(user: GuestUser, ref: string): Promise<Invitation[]> {
      const meeting = await ownedMeeting(user, ref);
      return (await invitations.listForMeeting(targetOf(meeting))).map(toInvitation);
    },

    async statsForMeeting(user: GuestUser, ref: string): Promise<InvitationStats> {
      return invitations.statsForMeeting(targetOf(await ownedMeeting(user, ref)));
    },

    /** The caller's own invitations, whatever address they ask about. */
    async mine(user: GuestUser): Promise<Invitation[]> {
      return (await invitations.listForEmail(user.email)).map(toInvitation);
    },

    async getPublic(id: string): Promise<PublicInvitation> {
      const invitation = await byLink(id);
      if (!invitation) throw invitationNotFound();
      const meeting = await meetings.findByRef(invitation.meeting_id);
      // A series invitation shows the occurrence to join next; its rule says when the others are.
      return toPublicInvitation(invitation, meeting && (await currentOccurrence(meeting)));
    },

    /**
     * The invitation's calendar file for anyone holding its link, as its last e-mail carried it (the
     * current SEQUENCE), and the meeting's title for the file name.
     */
    async calendarFile(id: string): Promise<{ title: string; ics: string }> {
      const invitation = await byLink(id);
      const meeting = invitation && (await meetings.findByRef(invitation.meeting_id));
      if (!invitation || !meeting) throw invitationNotFound();
      const data = await mailData(invitation, meeting, Number(invitation.sequence));
      return { title: meeting.title, ics: invitationCalendarFile(data, invitation.status === 'cancelled') };
    },

    /** The organizer's own calendar file of their meeting; anyone else's answers like a missing one. */
    async organizerCalendarFile(user: GuestUser, ref: string): Promise<{ title: string; ics: string }> {
      const meeting = await ownedMeeting(user, ref);
      return {
        title: meeting.title,
        ics: organizerCalendarFile(meeting, roomUrl(baseUrl, meeting.meeting_code), now()),
      };
    },

    async respond(user: GuestUser, input: { invitationId: string; response: string; note?: string }) {
      const invitation = await invitations.findById(input.invitationId);
      if (!invitation) throw invitationNotFound();
      if (invitation.invitee_email !== user.email) {
        throw AppError.forbidden(
          'INVITATION_OTHER_ADDRESS',
          'This invitation was sent to a different e-mail address. Sign in with the invited address to answer it.',
        );
      }
      if (invitation.status === 'cancelled')
        throw AppError.conflict('INVITATION_CANCELLED', 'This invitation was cancelled.');
      if (invitation.status === 'expired')
        throw AppError.conflict('INVITATION_EXPIRED', 'This invitation has expired.');
      const meeting = (await meetings.findByRef(invitation.meeting_id))!;
      if (await allEnded(meeting)) throw AppError.conflict('MEETING_ENDED', 'This meeting has ended.');
      const accepted = input.response.trim().toLowerCase() === 'accept';
      const changed = await invitations.transition(invitation.id, ['pending', 'accepted', 'declined'], {
        status: accepted ? 'accepted' : 'declined',
        responded_at: now(),
        response_note: input.note ?? null,
      });
      if (!changed) throw AppError.conflict('INVITATION_NOT_ANSWERABLE', 'This invitation can no longer be answered.');
      const organizer = await users.findById(meeting.organizer_id);
      await mail.sendEmail(
        answerNoticeMail({
          to: meeting.organizer_email,
          locale: organizer?.locale === 'tr' ? 'tr' : 'en',
          inviteeName: invitation.invitee_name,
          inviteeEmail: invitation.invitee_email,
          accepted,
          note: input.note ?? null,
          meetingTitle: meeting.title,
          meetingPageUrl: `${baseUrl}/meetings/${meeting.id}`,
        }),
        'invitation-answer',
      );
      return { invitation: await reload(invitation.id), accepted };
    },

    async cancel(user: GuestUser, id: string): Promise<Invitation> {
      const { invitation, meeting } = await ownedInvitation(user, id);
      if (!(await cancelWithMail(invitation, meeting, ['pending']))) {
        throw AppError.conflict('INVITATION_NOT_PENDING_CANCEL', 'Only pending invitations can be cancelled.');
      }
      return reload(id);
    },

    /**
     * An organizer deletes their account (decision record 019): every pending and accepted invitation
     * of the meeting is cancelled with the same e-mail as cancel's, which refuses accepted ones (an
     * organizer takes those back by moving or ending the meeting). How many were cancelled.
     */
    async cancelAllForMeeting(meeting: MeetingRow): Promise<number> {
      let cancelled = 0;
      for (const row of await invitations.listToNotifyOfChange(targetOf(meeting))) {
        if (await cancelWithMail(row, meeting, ['pending', 'accepted'])) cancelled += 1;
      }
      return cancelled;
    },

    async resend(user: GuestUser, id: string): Promise<Invitation> {
      const { invitation, meeting } = await ownedInvitation(user, id);
      if (invitation.status !== 'pending')
        throw AppError.conflict('INVITATION_NOT_PENDING_RESEND', 'Only pending invitations can be resent.');
      if (await allEnded(meeting)) throw AppError.conflict('MEETING_ENDED', 'This meeting has ended.');
      await enforceSendCaps(user.id, 1);
      await invitations.markResent(id, now());
      const sequence = Number(invitation.sequence) + 1;
      await mail.sendEmail(
        { ...invitationMail(await mailData(invitation, meeting, sequence), false), senderId: user.id },
        'invitation',
      );
      return reload(id);
    },

    /** The invitee's own room URL, within the join window (the meetings service decides the window). */
    async joinUrl(user: GuestUser, id: string): Promise<string> {
      const invitation = await invitations.findById(id);
      if (!invitation) throw invitationNotFound();
      if (invitation.invitee_email !== user.email) {
        throw AppError.forbidden(
          'INVITATION_OTHER_ADDRESS',
          'This invitation was sent to a different e-mail address. Sign in with the invited address to join.',
        );
      }
      if (invitation.status === 'cancelled')
        throw AppError.conflict('INVITATION_CANCELLED', 'This invitation was cancelled.');
      if (invitation.status === 'expired')
        throw AppError.conflict('INVITATION_EXPIRED', 'This invitation has expired.');
      const meeting = await meetings.findByRef(invitation.meeting_id);
      if (!meeting) throw invitationNotFound();
      // A series invitation's join window follows each occurrence: it leads to the current one.
      return meetings.joinUrlFor(user, (await currentOccurrence(meeting)).id);
    },

    /** The meetings service's questions (invitations-module.ts hands this over with useInvitations). */
    forMeetings: {
      /** A change of the meeting's time or title re-sends the calendar to everyone still concerned. */
      async beforeScheduleChange(meeting: MeetingRow, organizerId: string) {
        const affected = await invitations.listToNotifyOfChange(targetOf(meeting));
        if (affected.length > 0) await enforceSendCaps(organizerId, affected.length);
      },
      /** For an occurrence of a series, the update is of that occurrence alone (its RECURRENCE-ID). */
      async afterScheduleChange(meetingId: string) {
        const meeting = (await meetings.findByRef(meetingId))!;
        await resendUpdates(meeting, meeting.series_id ? meeting : undefined);
      },
      /** Pending invitations expire with the meeting, a series' with its last occurrence. */
      async meetingEnded(meeting: MeetingRow) {
        // A series is read again here: the row handed over was read before this occurrence ended.
        if (!meeting.series_id || (await allEnded(meeting))) await invitations.expirePending(targetOf(meeting));
      },
      async occurrenceCancelled(meeting: MeetingRow) {
        await resendUpdates(meeting, meeting, true);
      },
      async usableFor(meeting: MeetingRow, email: string) {
        const row = await invitations.findUsableForEmail(targetOf(meeting), email);
        return row && { invitationId: row.id, inviteeName: row.invitee_name };
      },
      async beforeSeriesChange(meeting: MeetingRow, organizerId: string, mailsPerInvitee: number) {
        const affected = await invitations.listToNotifyOfChange(targetOf(meeting));
        if (affected.length > 0) await enforceSendCaps(organizerId, affected.length * mailsPerInvitee);
      },
      async attachToSeries(meetingId: string, seriesId: string) {
        await invitations.attachToSeries(meetingId, seriesId);
      },
      async seriesChanged(seriesId: string) {
        const [first] = await meetings.seriesOccurrences(seriesId);
        if (first) await resendUpdates(first);
      },
      /**
       * The earlier part keeps its invitations, which get its calendar with the UNTIL; everyone still
       * concerned is invited anew to the later part, a new series with new invitations and UIDs.
       */
      async seriesSplit(fromSeriesId: string, toSeriesId: string) {
        const [earlier] = await meetings.seriesOccurrences(fromSeriesId);
        const [later] = await meetings.seriesOccurrences(toSeriesId);
        if (!earlier || !later) return;
        await resendUpdates(earlier);
        for (const row of await invitations.listToNotifyOfChange(targetOf(earlier))) {
          const invitee = {
            name: row.invitee_name,
            email: row.invitee_email,
            phone: row.invitee_phone,
            message: row.personal_message,
          };
          await invite(later.organizer_id, later, invitee);
        }
      },
      async seriesCancelled(seriesId: string) {
        const [first] = await meetings.seriesOccurrences(seriesId);
        if (!first) return;
        for (const row of await invitations.listToNotifyOfChange(targetOf(first))) {
          await cancelWithMail(row, first, ['pending', 'accepted']);
        }
      },
    } satisfies MeetingInvitations,
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
