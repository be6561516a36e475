import type { Locale } from '@vm/contracts';
import { open, seal } from '#server/lib/sealed-secret.ts';
import type { InvitationMailExtrasLookup } from '../invitations/invitation-extras';
import { bookerMailExtras } from './booking-mail';
import type { BookingsRepository } from './bookings-repository';

/** The booker's token is kept sealed for this purpose, bound to its booking (lib/sealed-secret.ts). */
const SEAL_PURPOSE = 'booking-token';

export const sealBookingToken = (secretKey: string, bookingId: string, token: string) =>
  seal(secretKey, SEAL_PURPOSE, bookingId, token);

/**
 * The invitations module's question while it writes an invitation's e-mail (decision record 070): for
 * a booked meeting's booker, while the booking stands, the Join button and the links to move or cancel,
 * in the language the booker booked in. Built in app.ts before the invitations module, from this
 * module's own repository.
 */
export function createBookerMailExtras(
  bookings: BookingsRepository,
  secretKey: string,
  baseUrl: string,
): InvitationMailExtrasLookup {
  return async ({ meetingId, inviteeEmail }) => {
    const booking = await bookings.findByMeeting(meetingId);
    if (!booking?.sealed_token || booking.status !== 'confirmed') return undefined;
    if (booking.booker_email.toLowerCase() !== inviteeEmail.toLowerCase()) return undefined;
    const token = open(secretKey, SEAL_PURPOSE, booking.id, booking.sealed_token);
    // A token sealed under an earlier SECRET_KEY is lost: the e-mail goes without the booking's links.
    if (!token) return undefined;
    const locale: Locale = booking.locale === 'tr' ? 'tr' : 'en';
    return { ...bookerMailExtras(baseUrl, token, locale), locale };
  };
}
