import type { GuestUser } from '@vm/contracts';
import type { BookingContext } from './use-cases/booking-context';
import {
  book,
  bookerJoinUrl,
  bookerView,
  cancelByBooker,
  hostBookings,
  meetingCancelled,
  reschedule,
} from './use-cases/bookings';
import { refreshFeeds } from './use-cases/feeds';
import { publicSlots, publicType } from './use-cases/free-time';
import { changeHandle, ensureHandle, isHandleAvailable } from './use-cases/handles';
import { createHostSetup } from './use-cases/host-setup';

/**
 * The booking module's face to its routes and to other modules: each operation is a use case in
 * `use-cases/`; this object binds them to one context. It follows meetings through their events: a
 * booked meeting the host cancels from its page cancels the booking.
 */
export function createBookingService(ctx: BookingContext) {
  ctx.meetings.events.on('meeting.cancelled', ({ meeting, message }) => meetingCancelled(ctx, meeting.id, message));
  const host = createHostSetup(ctx);
  return {
    ...host,
    bookings: (user: GuestUser) => hostBookings(ctx, user),
    publicType: (handle: string, slug: string) => publicType(ctx, handle, slug),
    publicSlots: (handle: string, slug: string, query: Parameters<typeof publicSlots>[3]) =>
      publicSlots(ctx, handle, slug, query),
    book: (handle: string, slug: string, input: Parameters<typeof book>[3], clientAddress: string) =>
      book(ctx, handle, slug, input, clientAddress),
    bookerView: (token: string) => bookerView(ctx, token),
    reschedule: (token: string, start: string) => reschedule(ctx, token, start),
    cancel: (token: string, reason?: string) => cancelByBooker(ctx, token, reason),
    /** Reads the calendar feeds not read for `intervalMs` (the refresh job, decision record 069). */
    refreshFeeds: (intervalMs: number) => refreshFeeds(ctx, intervalMs),
    joinUrl: (token: string) => bookerJoinUrl(ctx, token),
    handle: async (user: GuestUser) => ({ handle: await ensureHandle(ctx, user) }),
    changeHandle: (user: GuestUser, handle: string) => changeHandle(ctx, user, handle),
    handleAvailable: (user: GuestUser, handle: string) => isHandleAvailable(ctx, user.id, handle),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
