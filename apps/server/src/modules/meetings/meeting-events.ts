import type { EventSubscriptions } from '#server/lib/domain-events.ts';
import type { MeetingId } from './meeting-ids';
import type { MeetingRow } from './meeting-types';

/**
 * What the meetings module announces once a change is saved (decision record 054). Invitations,
 * reminders, rooms and recordings subscribe; the meetings module never learns who listens.
 * `actor` is the user who made the change, or 'system' for the status job.
 */
export interface MeetingEvents {
  /** An invitee entered the meeting's room for the first time (docs/product.md, 'Attendance'). */
  'meeting.attended': { meetingId: MeetingId; invitationId: string; at: string };
  /** A meeting, or a series' first occurrence, was scheduled. */
  'meeting.created': { meeting: MeetingRow; actor: string };
  /** Any edit of a meeting's own fields (a room re-reads its settings). */
  'meeting.updated': { meetingId: MeetingId; actor: string };
  /** A meeting's title or time changed (the row as saved): its invitees get the calendar again. */
  'meeting.rescheduled': { meeting: MeetingRow; actor: string };
  /** scheduled -> active. */
  'meeting.started': { meetingId: MeetingId; actor: string };
  /**
   * The meeting ended; `meeting` is the row as read before it ended. `cancelled` when a person ended
   * it before it began (docs/product.md, 'Meeting status'); 'meeting.cancelled' follows then.
   */
  'meeting.ended': { meeting: MeetingRow; actor: string; cancelled: boolean };
  /**
   * A person cancelled the meeting before it began (after 'meeting.ended'), with their word to the
   * invitees if they wrote one.
   */
  'meeting.cancelled': { meeting: MeetingRow; actor: string; message: string | null };
  /** A single meeting was given a rule: it is now the first occurrence of `seriesId`. */
  'meeting.became-series': { meetingId: MeetingId; seriesId: string };
  /** A series' rule or shared fields changed, or it was shortened: its invitees get its calendar again. */
  'series.changed': { seriesId: string };
  /** The organizer deleted an ended or cancelled meeting (docs/product.md, 'Deleting meetings'). */
  'meeting.deleted': { meetingId: MeetingId };
  /** A meeting deleted 30 days ago: what others keep of it (recordings, invitees, attendance) goes now. */
  'meeting.purged': { meetingId: MeetingId };
  /**
   * A series was split at an occurrence: the later part is the new series `toSeriesId`. `withdrawn`:
   * the starts its rule gave (RECURRENCE-IDs) of the old series' exceptions the later part took over,
   * which the old series' invitees' calendars must drop (absent in events journaled before it existed).
   */
  'series.split': { fromSeriesId: string; toSeriesId: string; withdrawn?: string[] };
  /** Every occurrence of the series that was left was cancelled, with the organizer's word if any. */
  'series.cancelled': { seriesId: string; message: string | null };
}

/** Changes about to be made, which a subscriber may refuse by throwing; nothing is saved yet. */
export interface MeetingChecks {
  /** A meeting's title or time is about to change. */
  'meeting.rescheduling': { meeting: MeetingRow; organizerId: string };
  /** A series is about to change; each invitee will get `mailsPerInvitee` e-mails. */
  'series.changing': { meeting: MeetingRow; organizerId: string; mailsPerInvitee: number };
}

/** What other modules get: subscriptions only; publishing is the meetings module's. */
export type MeetingEventSubscriptions = EventSubscriptions<MeetingEvents, MeetingChecks>;
