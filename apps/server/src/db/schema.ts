// Longer than 250 lines because it is the row type of every table in one place, the Database type Kysely needs.
import type { Generated } from 'kysely';

/**
 * Row types of every table. Instants are ISO 8601 UTC strings in both dialects (the PostgreSQL pool
 * parses timestamptz to ISO strings, see database.ts); flags are booleans in PostgreSQL and 0/1 in
 * SQLite, so readers use `Boolean(...)`.
 */
type Flag = boolean | number;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  type: string;
  plan: string;
  locale: string;
  verified: Flag;
  created_at: string;
  /** The new address of an e-mail change, until the code sent to it is typed. */
  pending_email: string | null;
  /** Set when the account was deleted: the row stays, anonymised, for the meetings that name it. */
  deleted_at: string | null;
  /** The account's IANA time zone (the browser's, kept by the web app); e-mails give times in it. */
  time_zone: string | null;
}

/** An address the account had before its current one, and when it held it (decision record 019). */
export interface EarlierEmailsTable {
  id: string;
  user_id: string;
  email: string;
  held_from: string;
  held_until: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  last_seen_at: string | null;
  /** The browser's User-Agent at sign-in, to name the device on the account page. */
  user_agent: string | null;
  /** SHA-256 of the device cookie of the browser it started in (decision record 007); null before 0013. */
  device_hash: string | null;
}

export interface OtpCodesTable {
  id: string;
  email: string;
  purpose: string;
  code_hash: string;
  expires_at: string;
  /** Wrong tries on this code from client addresses other than its requester's, without the device cookie. */
  attempts: Generated<number>;
  used_at: string | null;
  created_at: string;
  /** The requesting client address as limits count it: IPv4, or an IPv6 /64 (lib/client-address-key.ts). */
  requester_ip: string | null;
  /** Asked with the device cookie of a browser that signed in as the address's account. */
  trusted_device: Generated<Flag>;
}

/** One try on a sign-in code that was not (yet) known to be right: counted per code and client, and per address a day. */
export interface OtpFailuresTable {
  id: string;
  code_id: string;
  email: string;
  ip: string | null;
  created_at: string;
  /** Made with the device cookie of a browser that signed in as the address's account. */
  trusted_device: Generated<Flag>;
}

export interface MeetingsTable {
  id: string;
  meeting_code: string;
  room_name: string;
  title: string;
  description: string | null;
  meeting_type: string;
  status: string;
  start_time: string;
  end_time: string;
  started_at: string | null;
  ended_at: string | null;
  max_participants: number;
  is_public: Flag;
  allow_screen_sharing: Flag;
  allow_chat: Flag;
  allow_recording: Flag;
  require_approval: Flag;
  mute_on_entry: Flag;
  video_on_entry: Flag;
  /** The organizer's switch for e-mail reminders (decision record 035); on unless turned off. */
  reminders_enabled: Generated<Flag>;
  /** Stage and audience (decision record 044); a room reads it when it opens and keeps it. */
  large_meeting: Generated<Flag>;
  /** When the current start time was set (created or moved): reminders due before it are not sent. */
  scheduled_at: string | null;
  organizer_id: string;
  created_at: string;
  updated_at: string;
  /** The series this meeting is an occurrence of (decision record 038). */
  series_id: string | null;
  /** The start the series' rule gave this occurrence (its RECURRENCE-ID); kept when it alone is moved. */
  occurrence_start: string | null;
  /** When the organizer cancelled this meeting (or occurrence) before it began; a series' calendar excludes it. */
  cancelled_at: string | null;
  /** When the organizer deleted it: out of the lists, in "Recently deleted" for 30 days. */
  deleted_at: string | null;
  /** When, 30 days after deletion, its recordings, invitees and attendance were purged. */
  purged_at: string | null;
}

/** A recurring meeting's rule and template (decision record 038). */
export interface MeetingSeriesTable {
  id: string;
  organizer_id: string;
  frequency: string;
  interval: number;
  /** Comma-separated weekday codes (MO,WE); empty unless weekly. */
  by_weekday: string;
  by_month_day: number | null;
  count: number | null;
  until: string | null;
  time_zone: string;
  title: string;
  description: string | null;
  duration_seconds: number;
  created_at: string;
  updated_at: string;
  /** The series' own code (decision record 057): `/room/{seriesCode}` opens its current occurrence. */
  series_code: string | null;
}

export interface InvitationsTable {
  id: string;
  meeting_id: string;
  invitee_name: string;
  invitee_email: string;
  invitee_phone: string | null;
  personal_message: string | null;
  status: string;
  invited_at: string;
  responded_at: string | null;
  response_note: string | null;
  sequence: Generated<number>;
  send_count: Generated<number>;
  last_sent_at: string | null;
  /** Set for an invitation to a whole series; `meeting_id` is then the series' first occurrence. */
  series_id: string | null;
  /** JSON: the title, times and repeat text the invitee's calendar last got, for the next update to say what changed. */
  sent_calendar: string | null;
  /** When the invitee first entered the meeting's room (any occurrence, for a series). */
  attended_at: string | null;
}

/** An invitation's calendar reply address (migration 0022, decision record 061). */
export interface InvitationReplyTokensTable {
  invitation_id: string;
  /** SHA-256 (hex) of the address's token: how a reply finds its invitation. */
  token_digest: string;
  /** The token itself, sealed (lib/sealed-secret.ts), so updates name the same address. */
  sealed_token: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON array of {filename, contentType, content (base64), method?}. */
  attachments: string | null;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  /** The user whose action sent this e-mail (invitations), for per-sender caps. */
  sender_id: string | null;
  /** The node sending it now, until `claimed_until`; then any node may take it (decision record 027). */
  claimed_by: string | null;
  claimed_until: string | null;
}

export interface MeetingEventsTable {
  id: string;
  meeting_id: string;
  kind: string;
  actor: string | null;
  at: string;
}

/** One person's presence in one meeting's room (migration 0021, docs/product.md 'Attendance'). */
export interface MeetingAttendanceTable {
  id: string;
  meeting_id: string;
  /** Who, as the room can prove it: `user:<id>`, `invitation:<id>`, or a guest's `guest:<address or token digest>`. */
  attendee_key: string;
  name: string;
  email: string | null;
  /** 'invitation' | 'account' | 'guest'. */
  joined_via: string;
  user_id: string | null;
  invitation_id: string | null;
  first_joined_at: string;
  last_left_at: string | null;
  present_since: string | null;
  open_sessions: Generated<number>;
  seconds_in_room: Generated<number>;
}

/** An announced meeting event not yet handled by every subscriber (decision record 054). */
export interface MeetingEventJournalTable {
  id: string;
  type: string;
  /** JSON: the event, its meeting named by id. */
  payload: string;
  created_at: string;
  /** Deliveries that failed; the status job gives up after a few. */
  attempts: Generated<number>;
}

export interface RecordingsTable {
  id: string;
  meeting_id: string;
  organizer_id: string;
  /** recording, processing, ready or failed (contracts' recordingStatusSchema). */
  status: string;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number | null;
  size_bytes: number | null;
  /** Bytes of raw tracks written so far while recording or processing (counts against storage until ready). */
  recorded_bytes: number | null;
  /** The composed MP4's key in the recording store, relative to its root; null until there is one. */
  file_path: string | null;
  /** The folder of the raw tracks the processing job composes. */
  raw_dir: string | null;
  /** Why processing failed, for the operator. */
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A processing job of a recording (decision record 033): compose one segment, or finish the recording. */
export interface RecordingJobsTable {
  id: string;
  recording_id: string;
  /** segment or finish. */
  kind: string;
  /** The segment's number (0, 1, ...); -1 for the finish job. */
  segment_index: number;
  /** The finish job's number of segments; null for a segment job. */
  segment_count: number | null;
  /** The segment's folder of raw tracks (Janus's .mjr files and our manifest.json); null for finish. */
  folder: string | null;
  /** The composed segment once done; null while not done, and for a segment with no track at all. */
  output: string | null;
  /** queued, running, done or failed. */
  status: string;
  /** Attempts started, counted when claimed; the third failure fails the job. */
  attempts: Generated<number>;
  /** A queued job waits until then after a failed attempt. */
  not_before: string | null;
  /** The node running it, until `lease_until`; then any node may take it again. */
  claimed_by: string | null;
  lease_until: string | null;
  /** The last attempt's failure, for the operator. */
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A reminder e-mail queued for one recipient of a meeting (decision record 035); unique per what it was for. */
export interface MeetingRemindersTable {
  /** Derived from the unique columns; also the outbox id of the reminder's e-mail. */
  id: string;
  meeting_id: string;
  /** `organizer:{user id}` or `invitation:{invitation id}`. */
  recipient: string;
  /** How long before the start it was due: 1440 or 15. */
  lead_minutes: number;
  /** The start time it reminded of: a moved meeting is reminded of again. */
  start_time: string;
  queued_at: string;
}

/** An account's Stripe customer and its current subscription as last read from Stripe (decision record 053). */
export interface BillingAccountsTable {
  user_id: string;
  stripe_customer_id: string;
  subscription_id: string | null;
  /** Stripe's subscription status (active, past_due, canceled, ...). */
  status: string | null;
  price_id: string | null;
  /** month or year. */
  interval: string | null;
  current_period_end: string | null;
  /** When the subscription is set to end (cancelled at the period's end); null when it renews. */
  cancel_at: string | null;
  /** The last yearly payment, which opens the 14-day refund window, and its invoice. */
  yearly_paid_at: string | null;
  yearly_invoice_id: string | null;
  /** Billing moved the plan to Pro; a plan it did not move is managed by an operator. */
  grants_plan: Generated<Flag>;
  /** The last checkout session made for the account. */
  checkout_session_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A Stripe event handled, or claimed by a node handling it now (decision record 053). */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  handled_at: string | null;
}

/** Each account's booking handle, `/book/{handle}/...` (decision record 066). */
export interface BookingHandlesTable {
  user_id: string;
  handle: string;
  created_at: string;
}

/** A kind of meeting a host lets visitors book on their page. */
export interface BookingTypesTable {
  id: string;
  host_id: string;
  slug: string;
  title: string;
  description: string;
  duration_minutes: number;
  is_public: Flag;
  require_approval: Flag;
  allow_recording: Flag;
  enabled: Flag;
  /** JSON of BookingQuestion[] (migration 0026). */
  questions: Generated<string>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A host's weekly hours and booking rules, one row each; a booking locks it. */
export interface BookingAvailabilityTable {
  host_id: string;
  time_zone: string;
  /** JSON of WeeklyHours. */
  weekly_hours: string;
  /** JSON of DateOverride[]. */
  date_overrides: string;
  minimum_notice_minutes: number;
  horizon_days: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  max_per_day: number | null;
  slot_step_minutes: number | null;
  updated_at: string;
}

/** A visitor's booking of a slot; its meeting is made through the meetings module. */
export interface BookingsTable {
  id: string;
  host_id: string;
  booking_type_id: string;
  meeting_id: string | null;
  start_time: string;
  end_time: string;
  /** 'confirmed' or 'cancelled'. */
  status: string;
  booker_name: string;
  booker_email: string;
  booker_phone: string | null;
  /** JSON object of question id to answer. */
  answers: string;
  /** JSON of the BookingQuestion[] asked when the booking was made (migration 0026). */
  questions: Generated<string>;
  note: string | null;
  time_zone: string;
  locale: string;
  token_digest: string;
  created_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** The token sealed with the server secret, for the links in later e-mails (decision record 070). */
  sealed_token: string | null;
}

/** Every handle in use: an account's current one (no `reserved_until`) and those it left in the last 90 days. */
export interface BookingHandleNamesTable {
  handle: string;
  user_id: string;
  reserved_until: string | null;
}

/** A host's external calendar (decision record 069): the address sealed, the busy spans of its last good read. */
export interface BookingFeedsTable {
  id: string;
  host_id: string;
  /** The feed's address, sealed (lib/sealed-secret.ts) with the feed's id as context. */
  sealed_url: string;
  /** Scheme and host, then `…`: what the host is shown. */
  masked_url: string;
  /** JSON of [startMs, endMs][] from the last good read. */
  busy: string;
  last_read_at: string | null;
  /** A CalendarFeedError code, or null when the last read succeeded. */
  last_error: string | null;
  tried_at: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  earlier_emails: EarlierEmailsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_failures: OtpFailuresTable;
  meetings: MeetingsTable;
  invitations: InvitationsTable;
  mail_outbox: MailOutboxTable;
  meeting_events: MeetingEventsTable;
  meeting_attendance: MeetingAttendanceTable;
  invitation_reply_tokens: InvitationReplyTokensTable;
  meeting_event_journal: MeetingEventJournalTable;
  recordings: RecordingsTable;
  recording_jobs: RecordingJobsTable;
  meeting_reminders: MeetingRemindersTable;
  meeting_series: MeetingSeriesTable;
  billing_accounts: BillingAccountsTable;
  billing_events: BillingEventsTable;
  booking_handles: BookingHandlesTable;
  booking_types: BookingTypesTable;
  booking_availability: BookingAvailabilityTable;
  bookings: BookingsTable;
  booking_feeds: BookingFeedsTable;
  booking_handle_names: BookingHandleNamesTable;
}

export type Dialect = 'sqlite' | 'postgres';
