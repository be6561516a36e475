import type { Locale } from '@vm/contracts';
import { renderMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-types';
import { renderCalendar, type CalendarEvent } from './ical';

export interface InvitationMailData {
  invitationId: string;
  sequence: number;
  inviteeName: string;
  inviteeEmail: string;
  personalMessage: string | null;
  meetingTitle: string;
  meetingDescription: string | null;
  startTime: string;
  endTime: string;
  organizerName: string;
  organizerEmail: string;
  invitationUrl: string;
  stamp: string;
  locale: Locale;
}

const texts = {
  en: {
    subject: (title: string, update: boolean) => `${update ? 'Updated invitation' : 'Invitation'}: ${title}`,
    heading: (organizer: string) => `${organizer} invites you to a video meeting`,
    when: 'When',
    utcNote: 'Times are in UTC; the attached calendar event shows them in your own time zone.',
    messageFrom: (organizer: string) => `Message from ${organizer}:`,
    button: 'View and answer the invitation',
    footer: 'You can accept or decline on the invitation page. Join from there when the meeting starts.',
    cancelSubject: (title: string) => `Cancelled: ${title}`,
    cancelHeading: 'This invitation was cancelled',
    cancelBody: (organizer: string, title: string) => `${organizer} cancelled your invitation to "${title}".`,
    answerSubject: (name: string, accepted: boolean, title: string) =>
      `${name} ${accepted ? 'accepted' : 'declined'}: ${title}`,
    answerBody: (name: string, email: string, accepted: boolean, title: string) =>
      `${name} (${email}) ${accepted ? 'accepted' : 'declined'} your invitation to "${title}".`,
    note: 'Their note:',
    detailsButton: 'Open the meeting',
  },
  tr: {
    subject: (title: string, update: boolean) => `${update ? 'Güncellenmiş davet' : 'Davet'}: ${title}`,
    heading: (organizer: string) => `${organizer} sizi bir görüntülü toplantıya davet ediyor`,
    when: 'Zaman',
    utcNote: 'Saatler UTC’dir; ekteki takvim etkinliği bunları kendi saat diliminizde gösterir.',
    messageFrom: (organizer: string) => `${organizer} adlı kişiden mesaj:`,
    button: 'Daveti görüntüle ve yanıtla',
    footer: 'Davet sayfasında kabul edebilir veya reddedebilirsiniz. Toplantı başladığında oradan katılın.',
    cancelSubject: (title: string) => `İptal edildi: ${title}`,
    cancelHeading: 'Bu davet iptal edildi',
    cancelBody: (organizer: string, title: string) => `${organizer}, "${title}" toplantısına davetinizi iptal etti.`,
    answerSubject: (name: string, accepted: boolean, title: string) =>
      `${name} ${accepted ? 'kabul etti' : 'reddetti'}: ${title}`,
    answerBody: (name: string, email: string, accepted: boolean, title: string) =>
      `${name} (${email}), "${title}" davetinizi ${accepted ? 'kabul etti' : 'reddetti'}.`,
    note: 'Notu:',
    detailsButton: 'Toplantıyı aç',
  },
} as const;

/** "2026-03-01 09:30–10:30 UTC" (or across days, both dates). */
export function utcRange(start: string, end: string): string {
  const [startDate, startTime] = new Date(start).toISOString().slice(0, 16).split('T');
  const [endDate, endTime] = new Date(end).toISOString().slice(0, 16).split('T');
  return startDate === endDate
    ? `${startDate} ${startTime}–${endTime} UTC`
    : `${startDate} ${startTime} – ${endDate} ${endTime} UTC`;
}

function calendarEvent(data: InvitationMailData, method: CalendarEvent['method']): CalendarEvent {
  return {
    method,
    uid: `${data.invitationId}@video-meeting`,
    sequence: data.sequence,
    stamp: data.stamp,
    start: data.startTime,
    end: data.endTime,
    summary: data.meetingTitle,
    description: [data.meetingDescription, data.personalMessage, data.invitationUrl].filter(Boolean).join('\n\n'),
    url: data.invitationUrl,
    organizer: { name: data.organizerName, email: data.organizerEmail },
    attendee: { name: data.inviteeName, email: data.inviteeEmail },
  };
}

/** The invitation (first send, resend, or update after a change of time or title). */
export function invitationMail(data: InvitationMailData, isUpdate: boolean): OutgoingMail {
  const t = texts[data.locale];
  const mail = renderMail(data.inviteeEmail, t.subject(data.meetingTitle, isUpdate), data.locale, [
    { kind: 'heading', text: t.heading(data.organizerName) },
    { kind: 'paragraph', text: data.meetingTitle },
    ...(data.meetingDescription ? [{ kind: 'paragraph' as const, text: data.meetingDescription }] : []),
    { kind: 'paragraph', text: `${t.when}: ${utcRange(data.startTime, data.endTime)}` },
    { kind: 'note', text: t.utcNote },
    ...(data.personalMessage
      ? [
          { kind: 'paragraph' as const, text: t.messageFrom(data.organizerName) },
          { kind: 'paragraph' as const, text: data.personalMessage },
        ]
      : []),
    { kind: 'button', text: t.button, href: data.invitationUrl },
    { kind: 'note', text: t.footer },
  ]);
  const calendar = renderCalendar(calendarEvent(data, 'REQUEST'));
  return {
    ...mail,
    attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: calendar }],
  };
}

/** The cancellation: METHOD:CANCEL with the same UID and a higher SEQUENCE removes the event. */
export function cancellationMail(data: InvitationMailData): OutgoingMail {
  const t = texts[data.locale];
  const mail = renderMail(data.inviteeEmail, t.cancelSubject(data.meetingTitle), data.locale, [
    { kind: 'heading', text: t.cancelHeading },
    { kind: 'paragraph', text: t.cancelBody(data.organizerName, data.meetingTitle) },
    { kind: 'paragraph', text: utcRange(data.startTime, data.endTime) },
  ]);
  const calendar = renderCalendar(calendarEvent(data, 'CANCEL'));
  return {
    ...mail,
    attachments: [{ filename: 'cancel.ics', contentType: 'text/calendar; method=CANCEL', content: calendar }],
  };
}

/** Tells the organizer that someone accepted or declined. */
export function answerNoticeMail(input: {
  to: string;
  locale: Locale;
  inviteeName: string;
  inviteeEmail: string;
  accepted: boolean;
  note: string | null;
  meetingTitle: string;
  meetingPageUrl: string;
}): OutgoingMail {
  const t = texts[input.locale];
  return renderMail(input.to, t.answerSubject(input.inviteeName, input.accepted, input.meetingTitle), input.locale, [
    { kind: 'heading', text: t.answerSubject(input.inviteeName, input.accepted, input.meetingTitle) },
    {
      kind: 'paragraph',
      text: t.answerBody(input.inviteeName, input.inviteeEmail, input.accepted, input.meetingTitle),
    },
    ...(input.note ? [{ kind: 'paragraph' as const, text: `${t.note} ${input.note}` }] : []),
    { kind: 'button', text: t.detailsButton, href: input.meetingPageUrl },
  ]);
}
