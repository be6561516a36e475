import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enBooking from './en/booking.json';
import enCalendars from './en/calendars.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enInvitations from './en/invitations.json';
import enMarketing from './en/marketing.json';
import enMeetings from './en/meetings.json';
import enRecordings from './en/recordings.json';
import enRoom from './en/room.json';
import trAccount from './tr/account.json';
import trAuth from './tr/auth.json';
import trBooking from './tr/booking.json';
import trCalendars from './tr/calendars.json';
import trCommon from './tr/common.json';
import trDashboard from './tr/dashboard.json';
import trErrors from './tr/errors.json';
import trInvitations from './tr/invitations.json';
import trMarketing from './tr/marketing.json';
import trMeetings from './tr/meetings.json';
import trRecordings from './tr/recordings.json';
import trRoom from './tr/room.json';

// Every namespace of both languages, imported statically. Only the types and the tests use this
// module directly; the app bundles `common` and `marketing` and loads the rest with the pages that
// need them (see locales/index.ts), which keeps about 20 kB of text out of the landing page.
const en = {
  common: enCommon,
  account: enAccount,
  auth: enAuth,
  booking: enBooking,
  calendars: enCalendars,
  dashboard: enDashboard,
  errors: enErrors,
  invitations: enInvitations,
  marketing: enMarketing,
  meetings: enMeetings,
  recordings: enRecordings,
  room: enRoom,
};

// Typed as English, so a key missing from Turkish fails the type check (locales.test.ts also
// catches keys that exist only in Turkish).
const tr: typeof en = {
  common: trCommon,
  account: trAccount,
  auth: trAuth,
  booking: trBooking,
  calendars: trCalendars,
  dashboard: trDashboard,
  errors: trErrors,
  invitations: trInvitations,
  marketing: trMarketing,
  meetings: trMeetings,
  recordings: trRecordings,
  room: trRoom,
};

export const resources = { en, tr };
export type Namespace = keyof typeof en;
