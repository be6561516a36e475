import { PLAN_LIMITS, slotsQuerySchema, type PublicBookingType, type SlotsReply } from '@vm/contracts';
import type { z } from 'zod';
import { bookingPath, questionsOf } from '../booking-mapper';
import type { BookingRow, BookingTypeRow } from '../booking-rows';
import type { BookingsRepository } from '../bookings-repository';
import { freeSlots } from '../slots';
import { bookingTypeNotFound, hostOf, nowIso, type BookingContext } from './booking-context';
import { feedBusyTimes } from './feeds';
import { issueFormToken } from './form-token';
import { availabilityOf } from './host-setup';

const DAY_MS = 24 * 60 * 60_000;

/** A bookable type behind `/book/{handle}/{slug}`: on, not deleted, of a host whose plan allows its length. */
export async function bookableType(ctx: BookingContext, handle: string, slug: string) {
  const name = handle.toLowerCase();
  // A handle the host left less than 90 days ago still leads here; the reply names the new one (decision record 070).
  const owner = (await ctx.handles.findByHandle(name)) ?? (await ctx.handles.movedTo(name, nowIso(ctx)));
  const type = owner && (await ctx.types.findBySlug(owner.user_id, slug.toLowerCase()));
  if (!owner || !type || !type.enabled) throw bookingTypeNotFound();
  const host = await hostOf(ctx, owner.user_id);
  const max = PLAN_LIMITS[host.user.plan].maxDurationMinutes;
  // A type made on Pro stays on the host's list after a move to Free, but nobody can book it then.
  if (max !== null && Number(type.duration_minutes) > max) throw bookingTypeNotFound();
  return { type, host, handle: owner.handle };
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The public page's type: the host's name and initials, never their e-mail. */
export async function publicType(ctx: BookingContext, handle: string, slug: string): Promise<PublicBookingType> {
  const found = await bookableType(ctx, handle, slug);
  const availability = await availabilityOf(ctx, found.host.row.id);
  return {
    handle: found.handle,
    slug: found.type.slug,
    title: found.type.title,
    description: found.type.description,
    durationMinutes: Number(found.type.duration_minutes),
    url: bookingPath(found.handle, found.type.slug),
    host: { name: found.host.row.name, initials: initialsOf(found.host.row.name) },
    questions: questionsOf(found.type),
    timeZone: availability.timeZone,
    formToken: issueFormToken(ctx, found.type.id),
  };
}

/**
 * The free slots of a host's type between two instants: their availability, minus the meetings they
 * organize, the invitations they accepted (asked of those modules) and their calendar feeds' events,
 * minus the buffers, notice,
 * horizon and the maximum per day. `moving` is a booking being rescheduled: its own meeting and its
 * own place in the day's count do not stand in its way.
 */
export async function slotsFor(
  ctx: BookingContext,
  hostId: string,
  hostEmail: string,
  type: BookingTypeRow,
  window: { from: Date; to: Date },
  bookings: BookingsRepository = ctx.bookings,
  moving?: BookingRow,
) {
  const availability = await availabilityOf(ctx, hostId);
  // A day either side: buffers and lengths reach over the window's edges, and the days it cuts count whole.
  const from = new Date(window.from.getTime() - DAY_MS).toISOString();
  const to = new Date(window.to.getTime() + 2 * DAY_MS).toISOString();
  const busy = [
    ...(await ctx.meetings.busyTimes(hostId, from, to)),
    ...(await ctx.invitations.acceptedBusyTimes(hostEmail, from, to)),
    ...(await feedBusyTimes(ctx, hostId, from, to)),
  ].filter((time) => !moving || time.meetingId !== moving.meeting_id);
  const booked = (await bookings.confirmedStarts(hostId, from, to)).filter((booking) => booking.id !== moving?.id);
  const slots = freeSlots({
    availability,
    durationMinutes: Number(type.duration_minutes),
    from: window.from,
    to: window.to,
    now: ctx.clock.now(),
    busy,
    bookedStarts: booked.map((booking) => booking.start),
  });
  return { availability, slots };
}

/** `GET /book/{handle}/{slug}/slots`: UTC instants, formatted by the page in the visitor's zone. */
export async function publicSlots(
  ctx: BookingContext,
  handle: string,
  slug: string,
  query: z.output<typeof slotsQuerySchema>,
): Promise<SlotsReply> {
  const { type, host } = await bookableType(ctx, handle, slug);
  const window = { from: new Date(query.from), to: new Date(query.to) };
  const { availability, slots } = await slotsFor(ctx, host.row.id, host.row.email, type, window);
  return { timeZone: availability.timeZone, slots };
}

/** Whether `start` is one of the free slots now (checked again under the host's lock before writing). */
export async function isFree(
  ctx: BookingContext,
  host: { id: string; email: string },
  type: BookingTypeRow,
  start: Date,
  bookings: BookingsRepository,
  moving?: BookingRow,
): Promise<boolean> {
  const window = { from: start, to: new Date(start.getTime() + 60_000) };
  const { slots } = await slotsFor(ctx, host.id, host.email, type, window, bookings, moving);
  return slots.some((slot) => Date.parse(slot.start) === start.getTime());
}
