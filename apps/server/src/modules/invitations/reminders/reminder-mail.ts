import type { Locale } from '@vm/contracts';
import { translator, type MessageKey } from '#server/locales/translate.ts';
import { renderMail, type MailBlock } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mail-types';
import { utcRange } from '../invitation-mail';
import type { ReminderLead } from './reminder-schedule';

export interface ReminderMailData {
  to: string;
  locale: Locale;
  leadMinutes: ReminderLead;
  /** The organizer's reminder links the room; an invitee's the invitation page (where they join or decline). */
  forOrganizer: boolean;
  link: string;
  meetingTitle: string;
  meetingDescription: string | null;
  startTime: string;
  endTime: string;
  organizerName: string;
  /** The invitation's personal message; none for the organizer, or when the organizer wrote none. */
  personalMessage: string | null;
}

/** The texts that name the lead, so each language can say it its own way. */
const LEAD_TEXTS: Record<ReminderLead, { subject: MessageKey; heading: MessageKey }> = {
  1440: { subject: 'reminder.subjectDay', heading: 'reminder.headingDay' },
  15: { subject: 'reminder.subjectSoon', heading: 'reminder.headingSoon' },
};

const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-US', tr: 'tr-TR' };

/**
 * The meeting's time written out in the reader's language, in UTC: "Monday, May 6, 2030, 7:30 – 8:30 AM UTC",
 * "6 Mayıs 2030 Pazartesi 07:30–08:30 UTC". We know no one's time zone, so UTC is said, not implied.
 */
export function localizedUtcRange(start: string, end: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.formatRange(new Date(start), new Date(end))} UTC`;
}

/** A reminder 24 hours or 15 minutes before a meeting (docs/product.md, 'Meeting reminders'). */
export function reminderMail(data: ReminderMailData): OutgoingMail {
  const t = translator(data.locale);
  const title = data.meetingTitle;
  const organizer = data.organizerName;
  const texts = LEAD_TEXTS[data.leadMinutes];
  const blocks: MailBlock[] = [
    { kind: 'heading', text: t(texts.heading, { title }) },
    ...(data.meetingDescription ? [{ kind: 'paragraph' as const, text: data.meetingDescription }] : []),
    {
      kind: 'paragraph',
      text: `${t('reminder.when')}: ${localizedUtcRange(data.startTime, data.endTime, data.locale)}`,
    },
    { kind: 'note', text: utcRange(data.startTime, data.endTime) },
  ];
  if (data.forOrganizer) {
    blocks.push(
      { kind: 'button', text: t('reminder.organizerButton'), href: data.link },
      { kind: 'note', text: t('reminder.organizerNote') },
    );
  } else {
    blocks.push(
      { kind: 'paragraph', text: t('reminder.invitedBy', { organizer }) },
      ...(data.personalMessage
        ? [
            { kind: 'paragraph' as const, text: t('invitation.messageFrom', { organizer }) },
            { kind: 'paragraph' as const, text: data.personalMessage },
          ]
        : []),
      { kind: 'button', text: t('reminder.inviteeButton'), href: data.link },
      { kind: 'note', text: t('reminder.inviteeNote') },
    );
  }
  return renderMail(data.to, t(texts.subject, { title }), data.locale, blocks);
}
