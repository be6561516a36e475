import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enInvitations from './en/invitations.json';
import enMarketing from './en/marketing.json';
import enMeetings from './en/meetings.json';
import enRoom from './en/room.json';
import trAuth from './tr/auth.json';
import trCommon from './tr/common.json';
import trDashboard from './tr/dashboard.json';
import trInvitations from './tr/invitations.json';
import trMarketing from './tr/marketing.json';
import trMeetings from './tr/meetings.json';
import trRoom from './tr/room.json';

// One namespace per feature plus `common`. Both languages are bundled: together they are a few
// kilobytes, less than the extra request that loading them on demand would cost.
const en = {
  common: enCommon,
  auth: enAuth,
  dashboard: enDashboard,
  invitations: enInvitations,
  marketing: enMarketing,
  meetings: enMeetings,
  room: enRoom,
};

// Typed as English, so a key missing from Turkish fails the type check (locales.test.ts also
// catches keys that exist only in Turkish).
const tr: typeof en = {
  common: trCommon,
  auth: trAuth,
  dashboard: trDashboard,
  invitations: trInvitations,
  marketing: trMarketing,
  meetings: trMeetings,
  room: trRoom,
};

export const resources = { en, tr };
export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];
