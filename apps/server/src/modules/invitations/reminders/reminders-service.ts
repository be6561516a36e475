import crypto from 'node:crypto';
import type { Locale } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { UsersService } from '../../auth/users-service';
import type { MailModule } from '../../mail/mail-module';
import { roomUrl } from '../../meetings/meeting-mapper';
import type { MeetingRow } from '../../meetings/meeting-types';
import type { MeetingsService } from '../../meetings/meetings-service';
import type { InvitationRow } from '../invitation-types';
import type { InvitationsRepository } from '../invitations-repository';
import { reminderMail } from './reminder-mail';
import {
  dueReminder,
  REMINDER_HORIZON_MS,
  reminderRecipients,
  type DueReminder,
  type ReminderRecipient,
} from './reminder-schedule';
import { reminderKey, type RemindersRepository } from './reminders-repository';

/** The outbox kind of reminder e-mails; not an invitation kind, so they count against no organizer's cap. */
export const REMINDER_MAIL_KIND = 'meeting-reminder';

export interface RemindersServiceDeps {
  clock: Clock;
  baseUrl: string;
  meetings: MeetingsService;
  invitations: InvitationsRepository;
  reminders: RemindersRepository;
  users: UsersService;
  mail: MailModule;
}

/**
 * The reminder's outbox id, made from what the reminder is for: a node that queued the e-mail and
 * died before recording it queues nothing new when the next pass does it again (decision record 035).
 * 132 bits of a SHA-256, as long as a random id.
 */
function reminderMailId(key: string): string {
  return crypto.createHash('sha256').update(`meeting-reminder|${key}`).digest('base64url').slice(0, 22);
}

const asLocale = (value: string | undefined): Locale | undefined =>
  value === 'tr' || value === 'en' ? value : undefined;

/** E-mail reminders before meetings (docs/product.md, 'Meeting reminders'; decision record 035). */
export function createRemindersService(deps: RemindersServiceDeps) {
  const { clock, baseUrl, meetings, invitations, reminders, users, mail } = deps;

  /** The recipient's own language; an invitee without an account reads the organizer's, as invitations do. */
  async function localeOf(meeting: MeetingRow, recipient: ReminderRecipient): Promise<Locale> {
    const organizer = asLocale((await users.findById(meeting.organizer_id))?.locale);
    if (recipient.kind === 'organizer') return organizer ?? 'en';
    return asLocale((await users.findByEmail(recipient.email))?.locale) ?? organizer ?? 'en';
  }

  /** Queues one reminder, then records it; both steps do nothing when done before, so either may be repeated. */
  async function queue(meeting: MeetingRow, recipient: ReminderRecipient, due: DueReminder, at: string) {
    const key = reminderKey(meeting.id, recipient.key, due.leadMinutes, meeting.start_time);
    const id = reminderMailId(key);
    const invitation = recipient.kind === 'invitee' ? recipient.invitation : undefined;
    const message = reminderMail({
      to: recipient.email,
      locale: await localeOf(meeting, recipient),
      leadMinutes: due.leadMinutes,
      forOrganizer: !invitation,
      // As the invitation e-mail links them: the invitation page for invitees, the room for the organizer.
      link: invitation ? `${baseUrl}/invitation/${invitation.id}` : roomUrl(baseUrl, meeting.meeting_code),
      meetingTitle: meeting.title,
      meetingDescription: meeting.description,
      startTime: meeting.start_time,
      endTime: meeting.end_time,
      organizerName: meeting.organizer_name,
      personalMessage: invitation?.personal_message ?? null,
    });
    // Queued before it is recorded: a crash in between leaves it unrecorded, and the next pass's
    // second queueing under the same id is a no-op. The other order could lose the reminder.
    await mail.sendEmail(message, REMINDER_MAIL_KIND, { id });
    return reminders.record({
      id,
      meeting_id: meeting.id,
      recipient: recipient.key,
      lead_minutes: due.leadMinutes,
      start_time: meeting.start_time,
      queued_at: at,
    });
  }

  return {
    /**
     * One pass: queues every reminder due now that was not queued before, and returns how many this
     * pass recorded. Safe to run on several nodes at once and again after a restart: the reminders
     * table and the outbox take each reminder once.
     */
    async run(): Promise<number> {
      const now = clock.now();
      const due: Array<{ meeting: MeetingRow; reminder: DueReminder }> = [];
      for (const meeting of await meetings.toRemind(now, REMINDER_HORIZON_MS)) {
        const timing = { startTime: meeting.start_time, scheduledAt: meeting.scheduled_at ?? meeting.updated_at };
        const reminder = dueReminder(timing, now.getTime());
        if (reminder) due.push({ meeting, reminder });
      }
      if (due.length === 0) return 0;
      const queued = await reminders.queuedFor(due.map(({ meeting }) => meeting));
      // A series' invitations remind of each of its occurrences (decision record 038).
      const invitationsOf = new Map<string, InvitationRow[]>();
      const single = due.filter(({ meeting }) => !meeting.series_id).map(({ meeting }) => meeting.id);
      const series = [...new Set(due.flatMap(({ meeting }) => (meeting.series_id ? [meeting.series_id] : [])))];
      for (const row of await invitations.listRemindable(single, series)) {
        const key = row.series_id ?? row.meeting_id;
        invitationsOf.set(key, [...(invitationsOf.get(key) ?? []), row]);
      }
      let recorded = 0;
      for (const { meeting, reminder } of due) {
        for (const recipient of reminderRecipients(
          meeting,
          invitationsOf.get(meeting.series_id ?? meeting.id) ?? [],
          reminder.dueAtMs,
        )) {
          if (queued.has(reminderKey(meeting.id, recipient.key, reminder.leadMinutes, meeting.start_time))) continue;
          if (await queue(meeting, recipient, reminder, now.toISOString())) recorded += 1;
        }
      }
      return recorded;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
