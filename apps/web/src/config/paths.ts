// Every route of the product (docs/product.md, 'Screens and routes') in one typed table: components link with
// `paths.x.getHref(...)` and the router uses `paths.x.path`, so a path is spelled only here.
const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: route('/'),
  pricing: route('/pricing'),
  test: route('/test'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  publicMeetings: route('/public'),
  join: {
    path: '/join',
    /** With a meeting ID, the join form opens with it filled in (the Join links on /public). */
    getHref: (meetingId?: string) => (meetingId ? `/join?meetingId=${encodeURIComponent(meetingId)}` : '/join'),
  },
  auth: {
    register: route('/auth/guest/register'),
    login: route('/auth/guest/login'),
  },
  app: {
    dashboard: route('/dashboard'),
    account: route('/account'),
    meetings: route('/meetings'),
    createMeeting: route('/meetings/create'),
    booking: route('/booking'),
    meeting: {
      path: '/meetings/:meetingId',
      getHref: (meetingId: string) => `/meetings/${encodeURIComponent(meetingId)}`,
    },
  },
  invitation: {
    path: '/invitation/:invitationId',
    getHref: (invitationId: string) => `/invitation/${encodeURIComponent(invitationId)}`,
  },
  invitationSuccess: route('/invitation-success'),
  /** A booking page, for anyone (docs/product.md, 'Booking pages'). */
  book: {
    path: '/book/:handle/:slug',
    getHref: (handle: string, slug: string) => `/book/${encodeURIComponent(handle)}/${encodeURIComponent(slug)}`,
  },
  /** The booker's links from their e-mail: join, move or cancel their booking by its token. */
  bookingReschedule: {
    path: '/bookings/:token/reschedule',
    getHref: (token: string) => `/bookings/${encodeURIComponent(token)}/reschedule`,
  },
  bookingJoin: {
    path: '/bookings/:token/join',
    getHref: (token: string) => `/bookings/${encodeURIComponent(token)}/join`,
  },
  bookingCancel: {
    path: '/bookings/:token/cancel',
    getHref: (token: string) => `/bookings/${encodeURIComponent(token)}/cancel`,
  },
  room: {
    path: '/room/:meetingCode',
    getHref: (meetingCode: string) => `/room/${encodeURIComponent(meetingCode)}`,
  },
} as const;

/** The meeting page's Recordings card, which the host's end screen in the room links to. */
export const RECORDINGS_ANCHOR = 'recordings';

/** Anchors of the landing page's sections, shared by the header links and the sections. */
export const landingSections = { features: 'features', tourism: 'tourism', about: 'about' } as const;

/**
 * Invitation pages are opened from e-mail by people who may have no session: there a 401 must not
 * sign anybody out or redirect (docs/product.md, 'Signing in and out'), and start-up skips the token check.
 */
export function isInvitationPath(pathname: string): boolean {
  return pathname.startsWith('/invitation/');
}
