import type { DatabaseHandle } from './db/database';
import { createDeletionRepository } from './modules/account/deletion-repository';
import { createEarlierEmailsRepository } from './modules/account/earlier-emails-repository';
import { createExportRepository } from './modules/account/export-repository';
import { createProfileRepository } from './modules/account/profile-repository';
import { createOtpStore } from './modules/auth/otp-store';
import { createSessionsRepository } from './modules/auth/sessions-repository';
import { createUsersRepository } from './modules/auth/users-repository';
import { createAvailabilityRepository } from './modules/booking/availability-repository';
import { createBookingLock } from './modules/booking/booking-lock';
import { createBookingTypesRepository } from './modules/booking/booking-types-repository';
import { createBookingsRepository } from './modules/booking/bookings-repository';
import { createFeedsRepository } from './modules/booking/feeds/feeds-repository';
import { createHandlesRepository } from './modules/booking/handles-repository';
import { createBillingAccountsRepository, createBillingEventsRepository } from './modules/billing/billing-repository';
import { createInvitationsRepository } from './modules/invitations/invitations-repository';
import { createRemindersRepository } from './modules/invitations/reminders/reminders-repository';
import { createReplyTokensRepository } from './modules/invitations/reply-tokens-repository';
import { createOutboxRepository } from './modules/mail/outbox-repository';
import { createAttendanceRepository } from './modules/meetings/attendance/attendance-repository';
import { createMeetingEventsRepository } from './modules/meetings/meeting-events-repository';
import { createMeetingJournalRepository } from './modules/meetings/meeting-journal-repository';
import { createMeetingsRepository } from './modules/meetings/meetings-repository';
import { createSeriesRepository } from './modules/meetings/series/series-repository';
import { createRecordingsRepository } from './modules/recordings/recordings-repository';
import { createStorageLock } from './modules/recordings/storage-lock';

/**
 * Every repository, built once on the app's database. app.ts hands each module its own ones; a
 * module reaches another module's data only through that module's service (apps/server/README.md).
 */
export function createRepositories(database: DatabaseHandle) {
  const { db } = database;
  return {
    auth: {
      users: createUsersRepository(db),
      sessions: createSessionsRepository(db),
      otp: createOtpStore(db, database.dialect),
    },
    meetings: {
      meetings: createMeetingsRepository(db),
      events: createMeetingEventsRepository(db),
      attendance: createAttendanceRepository(db),
      journal: createMeetingJournalRepository(db),
      series: createSeriesRepository(db),
    },
    invitations: {
      invitations: createInvitationsRepository(db),
      reminders: createRemindersRepository(db),
      replyTokens: createReplyTokensRepository(db),
    },
    account: {
      profiles: createProfileRepository(db),
      exports: createExportRepository(db),
      deletion: createDeletionRepository(db),
      earlierEmails: createEarlierEmailsRepository(db),
    },
    mail: { outbox: createOutboxRepository(db, database.dialect) },
    billing: { accounts: createBillingAccountsRepository(db), events: createBillingEventsRepository(db) },
    booking: {
      handles: createHandlesRepository(db),
      types: createBookingTypesRepository(db),
      availability: createAvailabilityRepository(db),
      bookings: createBookingsRepository(db),
      lock: createBookingLock(db, database.dialect),
      feeds: createFeedsRepository(db),
    },
    recordings: { recordings: createRecordingsRepository(db), storageLock: createStorageLock(db, database.dialect) },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
