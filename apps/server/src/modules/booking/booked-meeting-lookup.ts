import type { MeetingBooking } from '@vm/contracts';
import type { BookedMeetingLookup } from '../meetings/use-cases/meetings-context';
import { toMeetingBooking } from './booking-mapper';
import type { BookingsRepository } from './bookings-repository';

/**
 * The meetings module's one question about booking pages (decision record 068): which of these
 * meetings a visitor booked, with who booked and what they answered, for the organizer's replies.
 */
export function createBookedMeetingLookup(bookings: BookingsRepository): BookedMeetingLookup {
  return async (meetingIds) => {
    const found = new Map<string, MeetingBooking>();
    for (const row of await bookings.findByMeetings(meetingIds)) {
      if (row.meeting_id) found.set(row.meeting_id, toMeetingBooking(row));
    }
    return found;
  };
}
