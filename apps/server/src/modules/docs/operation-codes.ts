import type { ApiErrorCode } from '@vm/contracts';

/**
 * The error codes the OpenAPI description names, and the status each comes with (docs/product.md,
 * 'Status codes'; decision record 052). Each code always comes with one status, so an operation's list
 * of codes gives its error responses. The answers every operation of a kind can give (invalid input,
 * no session, a missing id, 5xx) are derived in error-responses.ts; this file holds the rest, which only
 * the services know. test/openapi-answers.test.ts checks that every code the server throws is here
 * with the status it is thrown with.
 */
const CODES_BY_STATUS = {
  400: [
    'VALIDATION_FAILED',
    'BODY_REQUIRED',
    'INVALID_JSON',
    'MALFORMED_ADDRESS',
    'REQUEST_UNREADABLE',
    'BAD_REQUEST',
    'OTP_INVALID',
    'OTP_EXPIRED',
    'OTP_TOO_MANY_ATTEMPTS',
    'GUEST_ONLY',
    'EMAIL_UNCHANGED',
    'EMAIL_CHANGE_NOT_PENDING',
    'END_BEFORE_START',
    'GUEST_EMAIL_REQUIRED',
    'OCCURRENCE_SCOPE_REQUIRED',
    'RECURRENCE_TOO_MANY',
    'RECURRENCE_EMPTY',
    'INVITATIONS_ALL_FAILED',
    'BILLING_WEBHOOK_INVALID',
  ],
  401: ['AUTH_REQUIRED', 'SESSION_INVALID'],
  403: [
    'JOIN_LINK_ORGANIZER_ONLY',
    'INVITATION_OTHER_ADDRESS',
    'RECORDING_PLAN_REQUIRED',
    'RECORDING_NOT_ALLOWED',
    'RECORDING_STORAGE_FULL',
    'RECORDING_LINK_INVALID',
    'BOOKING_TYPE_TOO_LONG',
  ],
  404: [
    'NOT_FOUND',
    'ROUTE_NOT_FOUND',
    'MEETING_NOT_FOUND',
    'SERIES_NOT_FOUND',
    'INVITATION_NOT_FOUND',
    'RECORDING_NOT_FOUND',
    'SESSION_NOT_FOUND',
    'BILLING_CHECKOUT_NOT_FOUND',
    'BOOKING_TYPE_NOT_FOUND',
    'BOOKING_NOT_FOUND',
  ],
  402: ['BILLING_PAYMENT_FAILED'],
  409: [
    'EMAIL_IN_USE',
    'MEETING_ENDED',
    'MEETING_ENDED_NOT_EDITABLE',
    'MEETING_ENDED_NOT_STARTABLE',
    'MEETING_CANCELLED',
    'MEETING_NOT_CANCELLABLE',
    'MEETING_NOT_DELETABLE',
    'MEETING_NOT_RESTORABLE',
    'MEETING_NOT_OPEN_YET',
    'SERIES_NOT_OPEN_YET',
    'SERIES_OVER',
    'INVITATION_CANCELLED',
    'INVITATION_EXPIRED',
    'INVITATION_NOT_ANSWERABLE',
    'INVITATION_NOT_PENDING_CANCEL',
    'INVITATION_NOT_PENDING_RESEND',
    'ALREADY_INVITED',
    'INVITATIONS_PER_MEETING_LIMIT',
    'RECORDING_MEETING_NOT_ACTIVE',
    'RECORDING_ALREADY_RUNNING',
    'RECORDING_NOT_RUNNING',
    'RECORDING_ROOM_EMPTY',
    'RECORDING_NOT_READY',
    'BILLING_ALREADY_SUBSCRIBED',
    'BILLING_CHECKOUT_OPEN',
    'BILLING_MANAGED',
    'BILLING_NO_SUBSCRIPTION',
    'BILLING_NOT_CANCELLING',
    'BILLING_NOT_REFUNDABLE',
    'BILLING_EVENT_IN_PROGRESS',
    'BOOKING_SLUG_TAKEN',
    'BOOKING_CANCELLED',
    'SLOT_TAKEN',
    'BOOKING_HANDLE_TAKEN',
  ],
  413: ['PAYLOAD_TOO_LARGE'],
  414: ['ADDRESS_TOO_LONG'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  429: [
    'TOO_MANY_REQUESTS',
    'OTP_TOO_MANY_CODES',
    'OTP_RESEND_TOO_SOON',
    'TOO_MANY_JOINS',
    'TOO_MANY_ROOM_LOOKUPS',
    'LOBBY_BUSY',
    'TOO_MANY_CONNECTIONS',
    'INVITATIONS_HOURLY_LIMIT',
    'INVITATIONS_DAILY_LIMIT',
    'TOO_MANY_BOOKINGS',
    'TOO_MANY_HANDLE_CHECKS',
  ],
  500: ['INTERNAL_ERROR'],
  503: ['SERVICE_UNAVAILABLE', 'RECORDING_UNAVAILABLE', 'BILLING_NOT_CONFIGURED', 'BILLING_UNAVAILABLE'],
} as const satisfies Record<number, readonly ApiErrorCode[]>;

export type ErrorStatus = keyof typeof CODES_BY_STATUS;

/** The HTTP status a code is answered with; undefined for codes only the room's signaling sends. */
export function statusOf(code: ApiErrorCode): ErrorStatus | undefined {
  for (const [status, codes] of Object.entries(CODES_BY_STATUS)) {
    if ((codes as readonly string[]).includes(code)) return Number(status) as ErrorStatus;
  }
  return undefined;
}

const SEND_CAPS = ['INVITATIONS_HOURLY_LIMIT', 'INVITATIONS_DAILY_LIMIT'] as const;
const CODE_CHECK = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS'] as const;
const CODE_SEND = ['OTP_TOO_MANY_CODES', 'OTP_RESEND_TOO_SOON'] as const;
const ANSWER = [
  'INVITATION_NOT_FOUND',
  'INVITATION_OTHER_ADDRESS',
  'INVITATION_CANCELLED',
  'INVITATION_EXPIRED',
] as const;
/** Every change of a subscription: payments off or Stripe silent, an operator's plan, no subscription. */
const SUBSCRIPTION_CHANGE = [
  'BILLING_NOT_CONFIGURED',
  'BILLING_UNAVAILABLE',
  'BILLING_MANAGED',
  'BILLING_NO_SUBSCRIPTION',
] as const;
const INVITE: ApiErrorCode[] = [
  'MEETING_NOT_FOUND',
  'MEETING_ENDED',
  'ALREADY_INVITED',
  'INVITATIONS_PER_MEETING_LIMIT',
  ...SEND_CAPS,
];

/**
 * What the services refuse, by operation (`METHOD path`, the path after /api/VideoMeeting as the
 * OpenAPI description writes it). A missing `{id}` (404), invalid input (400), no session (401) and the
 * 5xx are added by error-responses.ts and need no line here.
 */
export const OPERATION_CODES: Record<string, readonly ApiErrorCode[]> = {
  'POST /guest/send-otp': CODE_SEND,
  'POST /guest/register-with-otp': CODE_CHECK,
  'POST /guest/login-with-otp': [...CODE_CHECK, 'GUEST_ONLY'],
  'PATCH /meetings/{id}': [
    'MEETING_ENDED_NOT_EDITABLE',
    'END_BEFORE_START',
    'OCCURRENCE_SCOPE_REQUIRED',
    'RECURRENCE_TOO_MANY',
    'RECURRENCE_EMPTY',
    ...SEND_CAPS,
  ],
  'POST /meetings': ['RECURRENCE_TOO_MANY', 'RECURRENCE_EMPTY'],
  'POST /meetings/{id}/start': ['MEETING_ENDED_NOT_STARTABLE'],
  'POST /meetings/{id}/cancel': ['MEETING_NOT_CANCELLABLE'],
  'DELETE /meetings/{id}': ['MEETING_NOT_DELETABLE'],
  'POST /meetings/{id}/restore': ['MEETING_NOT_RESTORABLE'],
  'GET /meetings/{id}/join-url': [
    'JOIN_LINK_ORGANIZER_ONLY',
    'MEETING_ENDED',
    'MEETING_CANCELLED',
    'MEETING_NOT_OPEN_YET',
    'SERIES_NOT_OPEN_YET',
    'SERIES_OVER',
  ],
  'GET /meetings/{id}/room': ['TOO_MANY_ROOM_LOOKUPS'],
  'POST /meetings/{id}/join': [
    'MEETING_ENDED',
    'MEETING_CANCELLED',
    'GUEST_EMAIL_REQUIRED',
    'LOBBY_BUSY',
    'TOO_MANY_JOINS',
    'SERIES_NOT_OPEN_YET',
    'SERIES_OVER',
  ],
  'POST /invitations/send': INVITE,
  'POST /invitations/bulk': [...INVITE, 'INVITATIONS_ALL_FAILED'],
  'DELETE /invitations/{id}': ['INVITATION_NOT_PENDING_CANCEL'],
  'POST /invitations/respond': [...ANSWER, 'MEETING_ENDED', 'INVITATION_NOT_ANSWERABLE'],
  'POST /guest/invitations/respond': [...ANSWER, 'MEETING_ENDED', 'INVITATION_NOT_ANSWERABLE'],
  'POST /invitations/{id}/resend': ['INVITATION_NOT_PENDING_RESEND', 'MEETING_ENDED', ...SEND_CAPS],
  'GET /invitations/{id}/join': [...ANSWER, 'MEETING_ENDED', 'MEETING_NOT_OPEN_YET'],
  'GET /recordings/{id}/file': ['RECORDING_LINK_INVALID', 'RECORDING_NOT_READY', 'RECORDING_UNAVAILABLE'],
  'DELETE /recordings/{id}': ['RECORDING_NOT_READY'],
  'POST /meetings/{id}/recording/start': [
    'RECORDING_PLAN_REQUIRED',
    'RECORDING_NOT_ALLOWED',
    'RECORDING_STORAGE_FULL',
    'RECORDING_MEETING_NOT_ACTIVE',
    'RECORDING_ALREADY_RUNNING',
    'RECORDING_ROOM_EMPTY',
    'RECORDING_UNAVAILABLE',
  ],
  'POST /meetings/{id}/recording/stop': ['RECORDING_NOT_RUNNING', 'RECORDING_UNAVAILABLE'],
  'POST /guest/me/email': ['EMAIL_UNCHANGED', 'EMAIL_IN_USE', ...CODE_SEND],
  'POST /guest/me/email/confirm': ['EMAIL_CHANGE_NOT_PENDING', ...CODE_CHECK, 'EMAIL_IN_USE'],
  'POST /guest/delete/request': CODE_SEND,
  'POST /guest/delete': [...CODE_CHECK, 'BILLING_NOT_CONFIGURED', 'BILLING_UNAVAILABLE'],
  'POST /billing/checkout': [
    'BILLING_NOT_CONFIGURED',
    'BILLING_UNAVAILABLE',
    'BILLING_ALREADY_SUBSCRIBED',
    'BILLING_CHECKOUT_OPEN',
  ],
  'POST /billing/checkout/confirm': ['BILLING_CHECKOUT_NOT_FOUND', 'BILLING_UNAVAILABLE'],
  'POST /billing/checkout/cancel': ['BILLING_NOT_CONFIGURED', 'BILLING_UNAVAILABLE'],
  'POST /billing/interval': [...SUBSCRIPTION_CHANGE, 'BILLING_PAYMENT_FAILED'],
  'POST /billing/cancel': SUBSCRIPTION_CHANGE,
  'POST /billing/resume': [...SUBSCRIPTION_CHANGE, 'BILLING_NOT_CANCELLING'],
  'POST /billing/refund': [...SUBSCRIPTION_CHANGE, 'BILLING_NOT_REFUNDABLE'],
  'POST /billing/portal': ['BILLING_NOT_CONFIGURED', 'BILLING_UNAVAILABLE', 'BILLING_NO_SUBSCRIPTION'],
  // Stripe's calls: a bad signature, an event another node is handling, payments off.
  'POST /billing/webhook': ['BILLING_WEBHOOK_INVALID', 'BILLING_EVENT_IN_PROGRESS', 'BILLING_NOT_CONFIGURED'],
  'POST /booking-types': ['BOOKING_SLUG_TAKEN', 'BOOKING_TYPE_TOO_LONG'],
  'PATCH /booking-types/{id}': ['BOOKING_SLUG_TAKEN', 'BOOKING_TYPE_TOO_LONG'],
  'POST /book/{handle}/{slug}/bookings': ['SLOT_TAKEN', 'TOO_MANY_BOOKINGS'],
  'POST /bookings/{token}/reschedule': ['SLOT_TAKEN', 'BOOKING_CANCELLED'],
  'GET /bookings/{token}/join-url': ['BOOKING_CANCELLED', 'MEETING_NOT_OPEN_YET', 'MEETING_ENDED', 'MEETING_CANCELLED'],
  'PUT /booking-handle': ['BOOKING_HANDLE_TAKEN', 'TOO_MANY_HANDLE_CHECKS'],
  'GET /booking-handle/check': ['TOO_MANY_HANDLE_CHECKS'],
  // Outside the API: the operator's metrics (404 without OPERATOR_TOKEN) and the dev mailbox, which
  // answers as if it did not exist to a caller without its key.
  'GET /metrics': ['ROUTE_NOT_FOUND'],
  'GET /dev/mailbox': ['ROUTE_NOT_FOUND'],
  'GET /dev/mailbox/messages.json': ['ROUTE_NOT_FOUND'],
  'GET /dev/mailbox/{id}': ['ROUTE_NOT_FOUND'],
  // The quick start's test checkout (decision record 053): the same for a caller from elsewhere, with
  // Stripe configured, or naming no checkout it holds.
  'GET /dev/checkout/{id}': ['ROUTE_NOT_FOUND'],
  'POST /dev/checkout/{id}/pay': ['ROUTE_NOT_FOUND'],
  'GET /dev/checkout/portal/{id}': ['ROUTE_NOT_FOUND'],
  'GET /dev/checkout/invoices/{id}': ['ROUTE_NOT_FOUND'],
  'POST /dev/checkout/{id}/tryout/{action}': ['ROUTE_NOT_FOUND'],
  'POST /dev/checkout/portal/{id}/tryout/{action}': ['ROUTE_NOT_FOUND'],
};
