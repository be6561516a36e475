import type { Locale } from '@vm/contracts';
import { DateTime } from 'luxon';
import { translator } from '#server/locales/translate.ts';
import { renderMail, type MailBlock } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-types';
import type { InvitationMailExtras } from '../invitations/invitation-extras';
import { answeredOf } from './booking-mapper';
import type { BookingRow } from './booking-rows';

/** What the host's booking e-mails say; the booker's come with the invitation's (decision record 070). */
export interface BookingMailData {
  booking: BookingRow;
  title: string;
  hostName: string;
  meetingPageUrl?: string;
}

/** A time as the reader's zone and language write it, with the zone's name. */
function when(iso: string, zone: string, locale: Locale): string {
  const local = DateTime.fromISO(iso, { zone }).setLocale(locale);
  return `${local.toLocaleString(DateTime.DATETIME_FULL)} (${zone})`;
}

/** The web pages the booker's token opens: join the meeting, move or cancel the booking. */
export const bookerPages = (baseUrl: string, token: string) => {
  const base = `${baseUrl}/bookings/${encodeURIComponent(token)}`;
  return { join: `${base}/join`, reschedule: `${base}/reschedule`, cancel: `${base}/cancel` };
};

/**
 * What the booker's invitation e-mail and its updates carry (decision record 070): a Join button in
 * place of the invitation page's (which asks for an account), and the links to move or cancel.
 */
export function bookerMailExtras(baseUrl: string, token: string, locale: Locale): InvitationMailExtras {
  const t = translator(locale);
  const pages = bookerPages(baseUrl, token);
  return {
    button: { text: t('booking.join'), href: pages.join },
    blocks: [
      {
        kind: 'links',
        label: t('booking.manageLabel'),
        links: [
          { text: t('booking.reschedule'), href: pages.reschedule },
          { text: t('booking.cancel'), href: pages.cancel },
        ],
      },
    ],
  };
}

/** To the host: who booked, moved or cancelled, when (in the host's zone), and what the booker wrote. */
export function hostMail(
  data: BookingMailData,
  host: { email: string; zone: string; locale: Locale },
  change: 'new' | 'moved' | 'cancelled',
): OutgoingMail {
  const t = translator(host.locale);
  const { booking } = data;
  const names = { title: data.title, name: booking.booker_name };
  const subject = {
    new: 'booking.hostNewSubject',
    moved: 'booking.hostMovedSubject',
    cancelled: 'booking.hostCancelledSubject',
  } as const;
  const heading = {
    new: 'booking.hostNewHeading',
    moved: 'booking.hostMovedHeading',
    cancelled: 'booking.hostCancelledHeading',
  } as const;
  // Each answer under its question as asked (decision record 068).
  const answers = answeredOf(booking)
    .filter((item) => item.answer)
    .map((item) => [item.label, item.answer] as const);
  const blocks: MailBlock[] = [
    { kind: 'heading', text: t(heading[change], names) },
    { kind: 'paragraph', text: t('booking.when', { when: when(booking.start_time, host.zone, host.locale) }) },
    { kind: 'paragraph', text: t('booking.contact', { email: booking.booker_email }) },
    ...(booking.booker_phone
      ? [{ kind: 'paragraph' as const, text: t('booking.phone', { phone: booking.booker_phone }) }]
      : []),
    ...answers.map(([question, answer]) => ({
      kind: 'paragraph' as const,
      text: t('booking.answer', { question, answer }),
    })),
    ...(booking.note ? [{ kind: 'note' as const, text: t('booking.note', { note: booking.note }) }] : []),
    ...(change === 'cancelled' && booking.cancel_reason
      ? [{ kind: 'note' as const, text: t('booking.reason', { reason: booking.cancel_reason }) }]
      : []),
    ...(data.meetingPageUrl && change !== 'cancelled'
      ? [{ kind: 'button' as const, text: t('booking.openMeeting'), href: data.meetingPageUrl }]
      : []),
  ];
  return renderMail(host.email, t(subject[change], names), host.locale, blocks);
}
