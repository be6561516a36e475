/**
 * Stable machine codes of the API's errors (docs/product.md, 'API conventions'). The envelope carries
 * one at the top level and one in each `errors[]` entry; clients translate by code and fall back to
 * the English `message`. Add codes, never rename one: a client in the field may know the old name.
 */
export const API_ERROR_CODES = [
  // Requests the server could not take as they came.
  'VALIDATION_FAILED',
  'BODY_REQUIRED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'REQUEST_UNREADABLE',
  'BAD_REQUEST',
  'MALFORMED_ADDRESS',
  'ADDRESS_TOO_LONG',
  'ROUTE_NOT_FOUND',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // One field's value, from the shared schemas' rules.
  'REQUIRED',
  'INVALID_TYPE',
  'INVALID_FORMAT',
  'INVALID_EMAIL',
  'INVALID_CHOICE',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_BIG',
  'UNKNOWN_FIELD',
  'INVALID_VALUE',
  'CONTROL_CHARACTERS',
  'DIRECTION_CONTROLS',
  'INVALID_CHARACTERS',
  // Sign-in and sessions.
  'AUTH_REQUIRED',
  'SESSION_INVALID',
  'SESSION_NOT_FOUND',
  'GUEST_ONLY',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RESEND_TOO_SOON',
  'OTP_TOO_MANY_CODES',
  // The account.
  'EMAIL_IN_USE',
  'EMAIL_UNCHANGED',
  'EMAIL_CHANGE_NOT_PENDING',
  // Meetings and joining.
  'MEETING_NOT_FOUND',
  'MEETING_ENDED',
  'MEETING_ENDED_NOT_EDITABLE',
  'MEETING_ENDED_NOT_STARTABLE',
  'END_BEFORE_START',
  'JOIN_LINK_ORGANIZER_ONLY',
  'MEETING_NOT_OPEN_YET',
  'LOBBY_BUSY',
  'TOO_MANY_JOINS',
  'TOO_MANY_CONNECTIONS',
  // A room connection sent one kind of message faster than its budget (decision record 050).
  'SIGNALING_TOO_FAST',
  // Recurring meetings (issue 17).
  'SERIES_NOT_FOUND',
  'RECURRENCE_TOO_MANY',
  'RECURRENCE_EMPTY',
  'OCCURRENCE_SCOPE_REQUIRED',
  // Invitations.
  'INVITATION_NOT_FOUND',
  'INVITATION_OTHER_ADDRESS',
  'INVITATION_CANCELLED',
  'INVITATION_EXPIRED',
  'INVITATION_NOT_ANSWERABLE',
  'INVITATION_NOT_PENDING_CANCEL',
  'INVITATION_NOT_PENDING_RESEND',
  'ALREADY_INVITED',
  'INVITATIONS_PER_MEETING_LIMIT',
  'INVITATIONS_HOURLY_LIMIT',
  'INVITATIONS_DAILY_LIMIT',
  'INVITATIONS_ALL_FAILED',
  // Recordings (issue 16).
  'RECORDING_NOT_FOUND',
  'RECORDING_PLAN_REQUIRED',
  'RECORDING_NOT_ALLOWED',
  'RECORDING_STORAGE_FULL',
  'RECORDING_MEETING_NOT_ACTIVE',
  'RECORDING_ALREADY_RUNNING',
  'RECORDING_NOT_RUNNING',
  'RECORDING_ROOM_EMPTY',
  'RECORDING_HOST_ONLY',
  'RECORDING_UNAVAILABLE',
  'RECORDING_NOT_READY',
  'RECORDING_LINK_INVALID',
  // Large meetings: the stage and the audience (issue 19).
  'STAGE_HOST_ONLY',
  'STAGE_NOT_LARGE_MEETING',
  'STAGE_FULL',
  'STAGE_PARTICIPANT_NOT_FOUND',
  'STAGE_HOST_ALWAYS_SPEAKER',
  'AUDIENCE_CANNOT_PUBLISH',
  'AUDIENCE_CHAT_OFF',
  'AUDIENCE_LIST_NOT_ALLOWED',
  // Made by the web client itself when no reply arrived.
  'NETWORK_ERROR',
  'CLIENT_TIMEOUT',
  'UNEXPECTED_REPLY',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Numbers a code's text needs (`{{seconds}}`, `{{max}}`), sent beside the code. */
export type ApiErrorParams = Record<string, string | number>;
