import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../schema';
import type { DialectMigration } from './column-types';
import { initial } from './0001-initial';
import { invitationRules } from './0002-invitation-rules';
import { otpFailures } from './0003-otp-failures';
import { accountData } from './0004-account-data';
import { meetingListIndexes } from './0005-meeting-list-indexes';
import { defaultMessageAsAbsence } from './0006-default-message-as-absence';
import { mailOutboxClaims } from './0007-mail-outbox-claims';
import { recordings } from './0008-recordings';
import { recordingJobs } from './0009-recording-jobs';
import { meetingReminders } from './0010-meeting-reminders';
import { meetingSeries } from './0011-meeting-series';
import { largeMeetings } from './0012-large-meetings';
import { signInDevices } from './0013-sign-in-devices';
import { earlierEmails } from './0014-earlier-emails';
import { recordedBytes } from './0015-recorded-bytes';
import { billing } from './0016-billing';
import { meetingEventJournal } from './0017-meeting-event-journal';
import { meetingDeletion } from './0018-meeting-deletion';
import { mailTimes } from './0020-mail-times';
import { attendance } from './0021-attendance';
import { calendarReplyTokens } from './0022-calendar-reply-tokens';
import { seriesCodes } from './0023-series-codes';
import { bookingPages } from './0025-booking-pages';
import { bookingQuestions } from './0026-booking-questions';
import { bookingFeeds } from './0027-booking-feeds';
import { bookingHandleNames } from './0028-booking-handle-names';

/** Every migration, in order. Names sort by their number; a landed migration is never edited. */
const migrations: Record<string, DialectMigration> = {
  '0001-initial': initial,
  '0002-invitation-rules': invitationRules,
  '0003-otp-failures': otpFailures,
  '0004-account-data': accountData,
  '0005-meeting-list-indexes': meetingListIndexes,
  '0006-default-message-as-absence': defaultMessageAsAbsence,
  '0007-mail-outbox-claims': mailOutboxClaims,
  '0008-recordings': recordings,
  '0009-recording-jobs': recordingJobs,
  '0010-meeting-reminders': meetingReminders,
  '0011-meeting-series': meetingSeries,
  '0012-large-meetings': largeMeetings,
  '0013-sign-in-devices': signInDevices,
  '0014-earlier-emails': earlierEmails,
  '0015-recorded-bytes': recordedBytes,
  '0016-billing': billing,
  '0017-meeting-event-journal': meetingEventJournal,
  '0018-meeting-deletion': meetingDeletion,
  '0020-mail-times': mailTimes,
  '0021-attendance': attendance,
  '0022-calendar-reply-tokens': calendarReplyTokens,
  '0023-series-codes': seriesCodes,
  '0025-booking-pages': bookingPages,
  '0026-booking-questions': bookingQuestions,
  '0027-booking-feeds': bookingFeeds,
  '0028-booking-handle-names': bookingHandleNames,
};

/** Binds each migration to the dialect so one set serves SQLite and PostgreSQL. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const bound: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(migrations)) {
        bound[name] = {
          up: (db: Kysely<unknown>) => migration.up(db, dialect),
          down: migration.down ? (db: Kysely<unknown>) => migration.down!(db, dialect) : undefined,
        };
      }
      return bound;
    },
  };
}
