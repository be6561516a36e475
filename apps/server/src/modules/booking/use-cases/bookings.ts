// Longer than 250 lines because a booking's whole life is here (book, join, move, cancel, the host's cancel
// and list), each step rechecking the same slot rules under the host's lock; the mails and rules are files of their own.
import type { z } from 'zod';
import {
  createMeetingBodySchema,
  type BookerBooking,
  type Booking,
  type BookingCreated,
  type bookingRequestBodySchema,
  type GuestUser,
} from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { sha256 } from '#server/lib/hashing.ts';
import { randomId, randomToken } from '#server/lib/ids.ts';
import { asMeetingId } from '../../meetings/meeting-ids';
import { sealBookingToken } from '../booker-mail-extras';
import { hostMail, type BookingMailData } from '../booking-mail';
import { availabilityRow, questionsOf, toBookerBooking, toBooking } from '../booking-mapper';
import type { BookingRow } from '../booking-rows';
import { checkAnswers } from './answers';
import { bookingNotFound, hostOf, localeOf, nowIso, slotTaken, type BookingContext } from './booking-context';
import { ensureHandle } from './handles';
import { availabilityOf } from './host-setup';
import { checkFormToken } from './form-token';
import { bookableType, isFree } from './free-time';

type BookingRequest = z.output<typeof bookingRequestBodySchema>;

/** 128 random bits: the booker's token is a capability, like an invitation link. */
const newBookingToken = () => randomToken(16);

/** Refuses a visitor who books too often from one address, or for one e-mail address. */
async function checkLimits(ctx: BookingContext, clientAddress: string, email: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  for (const result of [await ctx.perAddress.take(clientAddress, now), await ctx.perEmail.take(email, now)]) {
    if (!result.allowed) {
      throw AppError.tooManyRequests(
        'TOO_MANY_BOOKINGS',
        'Too many bookings in a short time. Please try again in a minute.',
        result.retryAfterSeconds,
      );
    }
  }
}

/** Whether an error is a unique index refusing a row (SQLite and PostgreSQL say it differently). */
const isUniqueViolation = (error: unknown) =>
  /unique/i.test(String((error as Error)?.message)) || (error as { code?: string })?.code === '23505';

async function mailData(ctx: BookingContext, booking: BookingRow): Promise<BookingMailData> {
  const type = (await ctx.types.findAny(booking.booking_type_id))!;
  const host = await hostOf(ctx, booking.host_id);
  return {
    booking,
    title: type.title,
    hostName: host.row.name,
    meetingPageUrl: booking.meeting_id ? `${ctx.baseUrl}/meetings/${booking.meeting_id}` : undefined,
  };
}

async function tellHost(ctx: BookingContext, booking: BookingRow, change: 'new' | 'moved' | 'cancelled') {
  const host = await hostOf(ctx, booking.host_id);
  const zone = (await availabilityOf(ctx, booking.host_id)).timeZone;
  const data = await mailData(ctx, booking);
  const mail = hostMail(data, { email: host.row.email, zone, locale: localeOf(host.row) }, change);
  // A new or moved booking carries the host's calendar file of the meeting (decision record 068).
  if (change !== 'cancelled' && booking.meeting_id) {
    const file = await ctx.invitations.organizerCalendarFile(host.user, asMeetingId(booking.meeting_id));
    mail.attachments = [
      ...(mail.attachments ?? []),
      { filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', content: file.ics },
    ];
  }
  await ctx.mail.sendEmail(mail, 'booking');
}

/**
 * A visitor books a slot (docs/product.md, 'Booking pages'). Under the host's lock the slot is checked
 * again and the booking row written first (the unique index on host and start backs the check), then
 * the meeting is created through the meetings module and the booker invited, already accepted,
 * through the invitations module: the invitation e-mail with its calendar file and the reminders
 * follow as for any meeting, and that e-mail carries the booker's links to join, move or cancel
 * (booker-mail-extras.ts, decision record 070). The host gets a notice.
 */
export async function book(
  ctx: BookingContext,
  handle: string,
  slug: string,
  input: BookingRequest,
  clientAddress: string,
): Promise<BookingCreated> {
  await checkLimits(ctx, clientAddress, input.email);
  const found = await bookableType(ctx, handle, slug);
  const { type, host } = found;
  checkFormToken(ctx, type.id, input.formToken);
  const questions = questionsOf(type);
  const answers = checkAnswers(questions, input.answers);
  const start = new Date(input.start);
  const end = new Date(start.getTime() + Number(type.duration_minutes) * 60_000);
  const token = newBookingToken();
  const id = randomId();
  const booking: BookingRow = {
    id,
    host_id: host.row.id,
    booking_type_id: type.id,
    meeting_id: null,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    status: 'confirmed',
    booker_name: input.name,
    booker_email: input.email,
    booker_phone: input.phone ?? null,
    answers: JSON.stringify(answers),
    questions: JSON.stringify(questions),
    note: input.note || null,
    time_zone: input.timeZone,
    locale: input.locale ?? 'en',
    token_digest: sha256(token),
    sealed_token: sealBookingToken(ctx.secretKey, id, token),
    created_at: nowIso(ctx),
    cancelled_at: null,
    cancel_reason: null,
  };
  // The lock holds the host's availability row, so the host's first booking writes the default one.
  await ctx.availability.insertIfMissing(
    availabilityRow(host.row.id, await availabilityOf(ctx, host.row.id), nowIso(ctx)),
  );
  await ctx.lock.exclusive(host.row.id, async (bookings) => {
    if (!(await isFree(ctx, { id: host.row.id, email: host.row.email }, type, start, bookings))) throw slotTaken();
    try {
      await bookings.insert(booking);
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    }
    const meeting = await ctx.meetings.create(
      host.user,
      createMeetingBodySchema.parse({
        title: type.title,
        description: type.description || undefined,
        startTime: booking.start_time,
        endTime: booking.end_time,
        maxParticipants: 2,
        isPublic: Boolean(type.is_public),
        requireApproval: Boolean(type.require_approval),
        allowRecording: Boolean(type.allow_recording),
      }),
    );
    booking.meeting_id = meeting.id;
    await bookings.update(booking.id, { meeting_id: meeting.id });
  });
  // After the booking is committed: its e-mail asks this module for the booker's links by the meeting.
  const row = (await ctx.meetings.findById(asMeetingId(booking.meeting_id!)))!;
  const invitee = { name: input.name, email: input.email, phone: input.phone ?? null, message: input.note || null };
  await ctx.invitations.inviteAccepted(row, invitee);
  await tellHost(ctx, booking, 'new');
  return { ...toBookerBooking(booking, type, { name: host.row.name, handle: found.handle }), token };
}

/** The booking a token names; an unknown token answers like a missing booking. */
async function byToken(ctx: BookingContext, token: string): Promise<BookingRow> {
  const booking = await ctx.bookings.findByTokenDigest(sha256(token));
  if (!booking) throw bookingNotFound();
  return booking;
}

/** `GET /bookings/{token}`: the booker's view of their booking. */
export async function bookerView(ctx: BookingContext, token: string): Promise<BookerBooking> {
  const booking = await byToken(ctx, token);
  const type = (await ctx.types.findAny(booking.booking_type_id))!;
  const host = await hostOf(ctx, booking.host_id);
  return toBookerBooking(booking, type, { name: host.row.name, handle: await ensureHandle(ctx, host.row) });
}

const bookingCancelled = () => AppError.conflict('BOOKING_CANCELLED', 'This booking was cancelled.');

/**
 * The booker moves their booking to another free slot: checked under the host's lock like a new
 * booking (its own time and place in the day's count left out), then the meeting is moved through the
 * meetings module, which sends the updated calendar files (same UID, higher SEQUENCE).
 */
export async function reschedule(ctx: BookingContext, token: string, startText: string): Promise<BookerBooking> {
  const booking = await byToken(ctx, token);
  if (booking.status !== 'confirmed') throw bookingCancelled();
  const type = (await ctx.types.findAny(booking.booking_type_id))!;
  const host = await hostOf(ctx, booking.host_id);
  const start = new Date(startText);
  const end = new Date(start.getTime() + Number(type.duration_minutes) * 60_000);
  if (start.toISOString() === booking.start_time) return bookerView(ctx, token);
  await ctx.lock.exclusive(host.row.id, async (bookings) => {
    const hostRef = { id: host.row.id, email: host.row.email };
    if (!(await isFree(ctx, hostRef, type, start, bookings, booking))) throw slotTaken();
    try {
      await bookings.update(booking.id, { start_time: start.toISOString(), end_time: end.toISOString() });
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    }
    if (booking.meeting_id) {
      await ctx.meetings.update(host.user, asMeetingId(booking.meeting_id), {
        startTime: start.toISOString(),
        endTime: end.toISOString(),
      });
    }
  });
  // The booker's calendar update (the invitations module's, with the booker's links) is their e-mail.
  const moved = { ...booking, start_time: start.toISOString(), end_time: end.toISOString() };
  await tellHost(ctx, moved, 'moved');
  return bookerView(ctx, token);
}

/**
 * The booker cancels: the booking frees its slot and the meeting is cancelled through the meetings
 * module's cancel, which sends the booker the cancellation (METHOD:CANCEL); the host is told.
 * Cancelling again changes nothing.
 */
export async function cancelByBooker(ctx: BookingContext, token: string, reason?: string): Promise<BookerBooking> {
  const booking = await byToken(ctx, token);
  const note = reason?.trim() || null;
  if (!(await ctx.bookings.cancel(booking.id, nowIso(ctx), note))) return bookerView(ctx, token);
  const host = await hostOf(ctx, booking.host_id);
  if (booking.meeting_id) {
    const meeting = await ctx.meetings.findById(asMeetingId(booking.meeting_id));
    if (meeting && meeting.status === 'scheduled' && !meeting.cancelled_at) {
      await ctx.meetings.cancel(host.user, meeting.id, 'occurrence', note ?? undefined);
    }
  }
  await tellHost(ctx, { ...booking, status: 'cancelled', cancel_reason: note }, 'cancelled');
  return bookerView(ctx, token);
}

/** The host cancelled the booking's meeting from its page: the booking is cancelled too, its slot free. */
export async function meetingCancelled(ctx: BookingContext, meetingId: string, message: string | null) {
  const booking = await ctx.bookings.findByMeeting(meetingId);
  if (booking) await ctx.bookings.cancel(booking.id, nowIso(ctx), message);
}

/** `GET /bookings`: the host's bookings, soonest first. */
export async function hostBookings(ctx: BookingContext, user: GuestUser): Promise<Booking[]> {
  const rows = await ctx.bookings.listForHost(user.id);
  const titles = new Map<string, string>();
  for (const row of rows) {
    if (!titles.has(row.booking_type_id))
      titles.set(row.booking_type_id, (await ctx.types.findAny(row.booking_type_id))?.title ?? '');
  }
  return rows.map((row) => toBooking(row, titles.get(row.booking_type_id)!));
}

/**
 * `GET /bookings/{token}/join-url`: the booker's room link, without an account and without the lobby
 * (decision record 070). Only a confirmed booking's token opens anything, and only its own meeting.
 */
export async function bookerJoinUrl(ctx: BookingContext, token: string): Promise<string> {
  const booking = await byToken(ctx, token);
  if (booking.status !== 'confirmed') throw bookingCancelled();
  if (!booking.meeting_id) throw bookingNotFound();
  return ctx.meetings.bookedInviteeJoinUrl(asMeetingId(booking.meeting_id), booking.booker_email);
}
