import type { MeetingRow } from '../../meetings/meeting-types';
import type { InvitationRow } from '../invitation-types';

const MINUTE_MS = 60_000;

/** How long before the start reminders are due, longest first (docs/product.md, 'Meeting reminders'). */
export const REMINDER_LEADS_MINUTES = [1440, 15] as const;
export type ReminderLead = (typeof REMINDER_LEADS_MINUTES)[number];

/** How far ahead the reminder pass looks: a meeting further away has nothing due. */
export const REMINDER_HORIZON_MS = REMINDER_LEADS_MINUTES[0] * MINUTE_MS;

/** A reminder of one meeting that is due now. */
export interface DueReminder {
  leadMinutes: ReminderLead;
  /** The instant it became due (the start minus the lead). */
  dueAtMs: number;
}

/**
 * The reminder due at `nowMs`, if any (decision record 035). Each lead's reminder is due from the
 * start minus the lead until the next lead's is due (the last one until the start), so a pass that
 * comes late still sends it, but never one that the next has made stale. It is sent only when the
 * start was set before it became due: a meeting created or moved to two hours from now gets no
 * '24 hours before' reminder, and one created five minutes ahead none at all.
 */
export function dueReminder(
  timing: { startTime: string; scheduledAt: string },
  nowMs: number,
): DueReminder | undefined {
  const startMs = Date.parse(timing.startTime);
  for (const [index, leadMinutes] of REMINDER_LEADS_MINUTES.entries()) {
    const dueAtMs = startMs - leadMinutes * MINUTE_MS;
    const staleAtMs = startMs - (REMINDER_LEADS_MINUTES[index + 1] ?? 0) * MINUTE_MS;
    if (nowMs >= dueAtMs && nowMs < staleAtMs) {
      return Date.parse(timing.scheduledAt) < dueAtMs ? { leadMinutes, dueAtMs } : undefined;
    }
  }
  return undefined;
}

/** Someone a reminder goes to, and the key its uniqueness is kept under. */
export type ReminderRecipient =
  | { kind: 'organizer'; key: string; email: string }
  | { kind: 'invitee'; key: string; email: string; invitation: InvitationRow };

/** RFC 2606 reserves `.invalid`: such an address (a deleted account's, decision record 019) reaches nobody. */
const unreachable = (email: string) => email.toLowerCase().endsWith('.invalid');

/**
 * Who gets a meeting's reminder that became due at `dueAtMs`: the organizer, and every invitee who
 * accepted or has not answered and was invited before then (a later invitation was itself the
 * notice). `invitations` are the meeting's pending and accepted ones. An invitation to the
 * organizer's own address is left out: the organizer's reminder covers it.
 */
export function reminderRecipients(
  meeting: MeetingRow,
  invitations: InvitationRow[],
  dueAtMs: number,
): ReminderRecipient[] {
  const organizerEmail = meeting.organizer_email.toLowerCase();
  const recipients: ReminderRecipient[] = unreachable(organizerEmail)
    ? []
    : [{ kind: 'organizer', key: `organizer:${meeting.organizer_id}`, email: meeting.organizer_email }];
  for (const invitation of invitations) {
    const email = invitation.invitee_email;
    if (!['pending', 'accepted'].includes(invitation.status)) continue;
    if (Date.parse(invitation.invited_at) > dueAtMs) continue;
    if (email.toLowerCase() === organizerEmail || unreachable(email)) continue;
    recipients.push({ kind: 'invitee', key: `invitation:${invitation.id}`, email, invitation });
  }
  return recipients;
}
