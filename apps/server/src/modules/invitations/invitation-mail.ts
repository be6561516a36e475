import { calendarDetails, calendarLinks, type Locale } from '@vm/contracts';
import { translator } from '#server/locales/translate.ts';
import { renderMail, type MailBlock } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-types';
import { renderCalendar, type CalendarEvent, type CalendarSeries } from './ical';

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
  /** The public `.ics` download of this invitation (decision record 036). */
  calendarUrl: string;
  stamp: string;
  locale: Locale;
  /**
   * An invitation to a series: the times above are its first occurrence, this is the rest of the
   * calendar, and `repeats` says in words how it repeats (decision record 038).
   */
  series?: { calendar: CalendarSeries; repeats: string };
  /** A mail about one occurrence of the series: the times above are that occurrence's. */
  occurrence?: { recurrenceId: string; zone: string };
  /** The organizer's word to the invitees with a cancellation, if they wrote one. */
  organizerNote?: string | null;
  /** A cancellation because the meeting itself was cancelled, not only this invitation. */
  meetingCancelled?: boolean;
}

/** The organizer's word with a cancellation, as its own paragraph, when there is one. */
function organizerNoteBlocks(data: InvitationMailData): MailBlock[] {
  if (!data.organizerNote) return [];
  const intro = translator(data.locale)('invitation.organizerNote', { organizer: data.organizerName });
  return [{ kind: 'paragraph', text: `${intro} ${data.organizerNote}` }];
}

/** "2026-03-01 09:30–10:30 UTC" (or across days, both dates). */
export function utcRange(start: string, end: string): string {
  const [startDate, startTime] = new Date(start).toISOString().slice(0, 16).split('T');
  const [endDate, endTime] = new Date(end).toISOString().slice(0, 16).split('T');
  return startDate === endDate
    ? `${startDate} ${startTime}–${endTime} UTC`
    : `${startDate} ${startTime} – ${endDate} ${endTime} UTC`;
}

/** The organizer's own words, or the default invitation text in the invitee's language. */
function messageOf(data: InvitationMailData): string {
  return data.personalMessage ?? translator(data.locale)('invitation.defaultMessage');
}

/** An event's notes in the invitation's calendar: the meeting's description, the message, the link. */
export function eventDetails(data: InvitationMailData, description: string | null): string {
  return calendarDetails({ description, message: messageOf(data), link: data.invitationUrl });
}

function calendarEvent(data: InvitationMailData, method: CalendarEvent['method']): CalendarEvent {
  const details = eventDetails(data, data.meetingDescription);
  return {
    method,
    uid: `${data.invitationId}@video-meeting`,
    sequence: data.sequence,
    stamp: data.stamp,
    start: data.startTime,
    end: data.endTime,
    summary: data.meetingTitle,
    description: details,
    url: data.invitationUrl,
    organizer: { name: data.organizerName, email: data.organizerEmail },
    attendee: { name: data.inviteeName, email: data.inviteeEmail },
    ...(data.series && !data.occurrence ? { series: data.series.calendar } : {}),
    ...(data.occurrence ? { occurrence: data.occurrence } : {}),
  };
}

/** "When" and, for a series, how it repeats. */
function whenBlocks(data: InvitationMailData): MailBlock[] {
  const t = translator(data.locale);
  return [
    { kind: 'paragraph', text: `${t('invitation.when')}: ${utcRange(data.startTime, data.endTime)}` },
    ...(data.series && !data.occurrence
      ? [{ kind: 'paragraph' as const, text: `${t('invitation.repeats')}: ${data.series.repeats}` }]
      : []),
  ];
}

/**
 * 'Add to your calendar': Google Calendar and Outlook forms filled in as the web's invitation page
 * fills them (one builder in the contracts), and the invitation's `.ics` download.
 */
function addToCalendar(data: InvitationMailData): MailBlock {
  const t = translator(data.locale);
  const links = calendarLinks({
    title: data.meetingTitle,
    start: data.startTime,
    end: data.endTime,
    details: calendarDetails({
      description: data.meetingDescription,
      message: data.personalMessage,
      link: data.invitationUrl,
    }),
    location: data.invitationUrl,
  });
  return {
    kind: 'links',
    label: t('invitation.addToCalendar'),
    links: [
      { text: t('invitation.calendarGoogle'), href: links.google },
      { text: t('invitation.calendarOutlook'), href: links.outlook },
      { text: t('invitation.calendarDownload'), href: data.calendarUrl },
    ],
  };
}

/**
 * The invitation's calendar as a file to download: the event the e-mail carries (same UID and
 * SEQUENCE, so a calendar that has it already updates it) as METHOD:PUBLISH without an attendee,
 * cancelled when the invitation is (decision record 036).
 */
export function invitationCalendarFile(data: InvitationMailData, cancelled: boolean): string {
  return renderCalendar({ ...calendarEvent(data, 'PUBLISH'), cancelled });
}

/** The invitation (first send, resend, or update after a change of time or title). */
export function invitationMail(data: InvitationMailData, isUpdate: boolean): OutgoingMail {
  const t = translator(data.locale);
  const title = data.meetingTitle;
  const organizer = data.organizerName;
  const subject = t(isUpdate ? 'invitation.updateSubject' : 'invitation.subject', { title });
  const mail = renderMail(data.inviteeEmail, subject, data.locale, [
    { kind: 'heading', text: t('invitation.heading', { organizer }) },
    { kind: 'paragraph', text: data.meetingTitle },
    ...(data.meetingDescription ? [{ kind: 'paragraph' as const, text: data.meetingDescription }] : []),
    ...whenBlocks(data),
    { kind: 'note', text: t('invitation.utcNote') },
    ...(data.personalMessage
      ? [
          { kind: 'paragraph' as const, text: t('invitation.messageFrom', { organizer }) },
          { kind: 'paragraph' as const, text: data.personalMessage },
        ]
      : [{ kind: 'paragraph' as const, text: messageOf(data) }]),
    { kind: 'button', text: t('invitation.button'), href: data.invitationUrl },
    addToCalendar(data),
    { kind: 'note', text: t('invitation.footer') },
  ]);
  const calendar = renderCalendar(calendarEvent(data, 'REQUEST'));
  return {
    ...mail,
    attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: calendar }],
  };
}

/** The cancellation: METHOD:CANCEL with the same UID and a higher SEQUENCE removes the event. */
export function cancellationMail(data: InvitationMailData): OutgoingMail {
  const t = translator(data.locale);
  const values = { title: data.meetingTitle, organizer: data.organizerName };
  const mail = renderMail(data.inviteeEmail, t('invitation.cancelSubject', values), data.locale, [
    {
      kind: 'heading',
      text: t(data.meetingCancelled ? 'invitation.meetingCancelHeading' : 'invitation.cancelHeading'),
    },
    {
      kind: 'paragraph',
      text: t(data.meetingCancelled ? 'invitation.meetingCancelBody' : 'invitation.cancelBody', values),
    },
    { kind: 'paragraph', text: utcRange(data.startTime, data.endTime) },
    ...organizerNoteBlocks(data),
  ]);
  const calendar = renderCalendar(calendarEvent(data, 'CANCEL'));
  return {
    ...mail,
    attachments: [{ filename: 'cancel.ics', contentType: 'text/calendar; method=CANCEL', content: calendar }],
  };
}

/**
 * One occurrence of a series changed or was cancelled alone: a REQUEST or CANCEL of that occurrence's
 * RECURRENCE-ID, under the invitation's UID with a higher SEQUENCE, so calendars change only that one.
 */
export function occurrenceMail(data: InvitationMailData, cancelled: boolean): OutgoingMail {
  const t = translator(data.locale);
  const date = utcRange(data.startTime, data.endTime);
  const values = { title: data.meetingTitle, organizer: data.organizerName, date };
  const subject = t(cancelled ? 'invitation.occurrenceCancelSubject' : 'invitation.occurrenceUpdateSubject', values);
  const mail = renderMail(data.inviteeEmail, subject, data.locale, [
    {
      kind: 'heading',
      text: t(cancelled ? 'invitation.occurrenceCancelHeading' : 'invitation.occurrenceUpdateHeading'),
    },
    { kind: 'paragraph', text: cancelled ? t('invitation.occurrenceCancelBody', values) : data.meetingTitle },
    ...(cancelled ? organizerNoteBlocks(data) : whenBlocks(data)),
    { kind: 'note', text: t('invitation.utcNote') },
    { kind: 'button', text: t('invitation.button'), href: data.invitationUrl },
  ]);
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  return {
    ...mail,
    attachments: [
      {
        filename: cancelled ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; method=${method}`,
        content: renderCalendar(calendarEvent(data, method)),
      },
    ],
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
  const t = translator(input.locale);
  const values = { name: input.inviteeName, email: input.inviteeEmail, title: input.meetingTitle };
  const subject = t(input.accepted ? 'invitation.acceptedSubject' : 'invitation.declinedSubject', values);
  return renderMail(input.to, subject, input.locale, [
    { kind: 'heading', text: subject },
    { kind: 'paragraph', text: t(input.accepted ? 'invitation.acceptedBody' : 'invitation.declinedBody', values) },
    ...(input.note ? [{ kind: 'paragraph' as const, text: `${t('invitation.note')} ${input.note}` }] : []),
    { kind: 'button', text: t('invitation.detailsButton'), href: input.meetingPageUrl },
  ]);
}
