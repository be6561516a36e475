import type { FastifyBaseLogger } from 'fastify';
import type { GuestUser, Locale } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { OutboundFetch } from '#server/lib/outbound-fetch.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import type { UserRow } from '../../auth/auth-types';
import { toGuestUser } from '../../auth/user-mapper';
import type { UsersService } from '../../auth/users-service';
import type { InvitationsService } from '../../invitations/invitations-service';
import type { MailModule } from '../../mail/mail-module';
import type { MeetingsService } from '../../meetings/meetings-service';
import type { AvailabilityRepository } from '../availability-repository';
import type { BookingLock } from '../booking-lock';
import type { BookingTypesRepository } from '../booking-types-repository';
import type { BookingsRepository } from '../bookings-repository';
import type { FeedsRepository } from '../feeds/feeds-repository';
import type { HandlesRepository } from '../handles-repository';

/** What every booking use case works with: its own tables, and the other modules through their services. */
export interface BookingContext {
  handles: HandlesRepository;
  types: BookingTypesRepository;
  availability: AvailabilityRepository;
  bookings: BookingsRepository;
  lock: BookingLock;
  meetings: MeetingsService;
  invitations: InvitationsService;
  users: UsersService;
  mail: MailModule;
  clock: Clock;
  baseUrl: string;
  /** Bookings per client address and per booker e-mail, per minute (on all nodes together). */
  perAddress: RateLimit;
  perEmail: RateLimit;
  /** External calendars (decision record 069): their rows and the guarded reader. */
  feeds: FeedsRepository;
  fetchFeed: OutboundFetch;
  /**
   * Seals feed addresses, signs form tokens (decision record 069) and seals the booker's token for the
   * links in later e-mails (booker-mail-extras.ts, decision record 070).
   */
  secretKey: string;
  log: FastifyBaseLogger;
}

export const bookingTypeNotFound = () => AppError.notFound('BOOKING_TYPE_NOT_FOUND', 'Booking type not found');
export const bookingNotFound = () => AppError.notFound('BOOKING_NOT_FOUND', 'Booking not found');
export const slotTaken = () =>
  AppError.conflict('SLOT_TAKEN', 'This time is no longer free. Please pick another one.', [
    { field: 'start', message: 'No longer free', code: 'SLOT_TAKEN' },
  ]);

export const nowIso = (ctx: BookingContext) => ctx.clock.now().toISOString();

/** The host as the meetings module takes an organizer, with what the booking e-mails need. */
export async function hostOf(ctx: BookingContext, hostId: string): Promise<{ row: UserRow; user: GuestUser }> {
  const row = await ctx.users.findById(hostId);
  if (!row || row.deleted_at) throw bookingTypeNotFound();
  return { row, user: toGuestUser(row) };
}

export const localeOf = (row: UserRow): Locale => (row.locale === 'tr' ? 'tr' : 'en');
