// Longer than 250 lines because every e-mail of an invitation (first send, update, cancellation, one
// occurrence, withdrawn exceptions, the answer notice) shares its data, calendar event and blocks here.
import { calendarDetails, calendarLinks, type Locale } from '@vm/contracts';
import { DateTime } from 'luxon';
import { translator } from '#server/locales/translate.ts';
import { renderMail, type MailBlock } from '../mail/mail-layout';
import type { InvitationMailExtras } from './invitation-extras';
import type { OutgoingMail } from '../mail/mail-types';
import { renderCalendar, type CalendarEvent, type CalendarSeries } from './ical';
import type { SentCalendar } from './mail-changes';
import { utcRange, whenLines, zonedRange, type MailZones } from './mail-times';

export { utcRange } from './mail-times';

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
  /**
   * The invitation's own reply address, which REQUEST and CANCEL calendars name as the ORGANIZER so
   * the invitee's calendar answers reach the product (decision record 061); absent without inbound mail.
   */
  replyAddress?: string;
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
  /** The zones the times are given in besides UTC (mail-times.ts); none known when absent. */
  zones?: MailZones;
  /** An update: one sentence per change since the invitee's last e-mail (mail-changes.ts). */
  changes?: string[];
  /** Another module's button and blocks for the invitation and its updates (a booking's links, decision record 070). */
  extras?: InvitationMailExtras;
}

/** What this e-mail puts in the invitee's calendar, kept with the invitation for the next update. */
export function sentCalendarOf(data: InvitationMailData): SentCalendar {
  return {
    title: data.meetingTitle,
    start: data.startTime,
    end: data.endTime,
    repeats: data.series && !data.occurrence ? data.series.repeats : null,
  };
}

const NO_ZONES: MailZones = { reader: null, organizer: null };
const zonesOf = (data: InvitationMailData) => data.zones ?? NO_ZONES;

/** A short time for subjects: in the reader's zone, else the organizer's, else UTC. */
function shortWhen(data: InvitationMailData): string {
  const zone = zonesOf(data).reader ?? zonesOf(data).organizer;
  return zone ? zonedRange(data.startTime, data.endTime, zone, data.locale) : utcRange(data.startTime, data.endTime);
}

/** The organizer's word with a cancellation, as its own paragraph, when there is one. */
function organizerNoteBlocks(data: InvitationMailData): MailBlock[] {
  if (!data.organizerNote) return [];
  const intro = translator(data.locale)('invitation.organizerNote', { organizer: data.organizerName });
  return [{ kind: 'paragraph', text: `${intro} ${data.organizerNote}` }];
}

/** The organizer's own words, or the default invitation text in the invitee's language. */
function messageOf(data: InvitationMailData): string {
  return data.personalMessage ?? translator(data.locale)('invitation.defaultMessage');
}

/** An event's notes in the invitation's calendar: the meeting's description, the message, the link. */
export function eventDetails(data: InvitationMailData, description: string | null): string {
  return calendarDetails({ description, message: messageOf(data), link: data.invitationUrl });
}

/** The UID of every event an invitation's calendars carry; a calendar reply must name it. */
export const invitationCalendarUid = (invitationId: string) => `${invitationId}@video-meeting`;

function calendarEvent(data: InvitationMailData, method: CalendarEvent['method']): CalendarEvent {
  const details = eventDetails(data, data.meetingDescription);
  // A download (PUBLISH) asks for no answer, so it names the organizer's own address.
  const organizerEmail = method === 'PUBLISH' ? data.organizerEmail : (data.replyAddress ?? data.organizerEmail);
  return {
    method,
    uid: invitationCalendarUid(data.invitationId),
    sequence: data.sequence,
    stamp: data.stamp,
    start: data.startTime,
    end: data.endTime,
    summary: data.meetingTitle,
    description: details,
    url: data.invitationUrl,
    organizer: { name: data.organizerName, email: organizerEmail },
    attendee: { name: data.inviteeName, email: data.inviteeEmail },
    ...(data.series && !data.occurrence ? { series: data.series.calendar } : {}),
    ...(data.occurrence ? { occurrence: data.occurrence } : {}),
  };
}

/** The time lines (mail-times.ts), one paragraph each. */
function timeBlocks(data: InvitationMailData): MailBlock[] {
  return whenLines(data.startTime, data.endTime, zonesOf(data), data.locale).map((text) => ({
    kind: 'paragraph',
    text,
  }));
}

/** "When" in the reader's and the organizer's zones and UTC and, for a series, how it repeats. */
function whenBlocks(data: InvitationMailData): MailBlock[] {
  const t = translator(data.locale);
  return [
    ...timeBlocks(data),
    ...(data.series && !data.occurrence
      ? [{ kind: 'paragraph' as const, text: `${t('invitation.repeats')}: ${data.series.repeats}` }]
      : []),
  ];
}

/**
 * 'Add to your calendar': Google Calendar and Outlook forms filled in as the web's invitation page
 * fills them (one builder in the contracts), and the invitation's `.ics` download. A series gives
 * Google its rule from the first occurrence, as the .ics does; Outlook's link cannot repeat, so Outlook
 * gets the .ics instead, with a sentence that says why (decision record 058).
 */
function addToCalendar(data: InvitationMailData): MailBlock[] {
  const t = translator(data.locale);
  const series = data.series && !data.occurrence ? data.series.calendar : undefined;
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
    recurrence: series ? { ...series.rule, timeZone: series.zone } : null,
  });
  const outlook = links.outlook
    ? { text: t('invitation.calendarOutlook'), href: links.outlook }
    : { text: t('invitation.calendarOutlookSeries'), href: data.calendarUrl };
  return [
    {
      kind: 'links',
      label: t('invitation.addToCalendar'),
      links: [
        { text: t('invitation.calendarGoogle'), href: links.google },
        outlook,
        { text: t('invitation.calendarDownload'), href: data.calendarUrl },
      ],
    },
    ...(links.outlook ? [] : [{ kind: 'note' as const, text: t('invitation.calendarOutlookSeriesNote') }]),
  ];
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
  // An update says first what changed since the invitee's last e-mail, then the meeting as it is now.
  const changes = isUpdate ? (data.changes ?? [t('invitation.changedOther')]) : [];
  const mail = renderMail(data.inviteeEmail, subject, data.locale, [
    { kind: 'heading', text: t(isUpdate ? 'invitation.updateHeading' : 'invitation.heading', { organizer }) },
    ...changes.map((text) => ({ kind: 'paragraph' as const, text })),
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
    { kind: 'button', text: t('invitation.button'), href: data.invitationUrl, ...data.extras?.button },
    ...(data.extras?.blocks ?? []),
    ...addToCalendar(data),
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
    ...timeBlocks(data),
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
  const date = shortWhen(data);
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

/**
 * After a split, the old series' exceptions the new series took over (moved or changed alone): one
 * CANCEL of their RECURRENCE-IDs under the invitation's UID, so a calendar that merged the earlier
 * e-mails drops them; the new series' own invitation brings those days (decision record 058).
 */
export function withdrawalMail(data: InvitationMailData, recurrenceIds: string[], from: string): OutgoingMail {
  const t = translator(data.locale);
  const zone = zonesOf(data).reader ?? zonesOf(data).organizer ?? 'UTC';
  const day = DateTime.fromISO(from, { zone }).setLocale(data.locale).toLocaleString(DateTime.DATE_FULL);
  const values = { title: data.meetingTitle, organizer: data.organizerName, date: day };
  const length = Date.parse(data.endTime) - Date.parse(data.startTime);
  const mail = renderMail(data.inviteeEmail, t('invitation.withdrawSubject', values), data.locale, [
    { kind: 'heading', text: t('invitation.withdrawHeading') },
    { kind: 'paragraph', text: t('invitation.withdrawBody', values) },
    ...recurrenceIds.map((start) => ({
      kind: 'paragraph' as const,
      text: zonedRange(start, new Date(Date.parse(start) + length).toISOString(), zone, data.locale),
    })),
    { kind: 'button', text: t('invitation.button'), href: data.invitationUrl },
  ]);
  const seriesZone = data.series?.calendar.zone ?? zone;
  const calendar = renderCalendar({
    ...calendarEvent({ ...data, series: undefined, occurrence: undefined }, 'CANCEL'),
    withdrawn: { recurrenceIds, zone: seriesZone },
  });
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
