import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';

/** What a calendar program answered, as far as the calendar itself says (the invitation is checked later). */
export interface ReadReply {
  uid: string;
  attendeeEmail: string;
  answer: 'accept' | 'decline';
}

/** Why a calendar in a mail is not an answer we take; each is a log line's word. */
export type UnreadReason =
  | 'unreadable'
  | 'not-a-reply'
  | 'no-event'
  | 'one-occurrence'
  | 'not-one-attendee'
  | 'no-uid'
  | 'tentative'
  | 'no-answer';

const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics']);

/**
 * The iCalendar texts a mail carries: its text/calendar parts and .ics attachments (mailparser gives
 * both as attachments; Gmail sends the same calendar in each), each text once.
 */
export function calendarsOf(mail: ParsedMail): string[] {
  const texts = mail.attachments
    .filter((part) => CALENDAR_TYPES.has(part.contentType.toLowerCase()) || /\.ics$/i.test(part.filename ?? ''))
    .map((part) => part.content.toString('utf8'));
  return [...new Set(texts)];
}

const mailtoOf = (value: unknown) => (typeof value === 'string' ? value.replace(/^mailto:/i, '').trim() : '');

/**
 * Reads an iTIP REPLY (RFC 5546, 3.2.3): METHOD:REPLY, the event (a reply about one occurrence of a
 * series only, carrying a RECURRENCE-ID, is not taken: an invitation is answered whole), its UID and
 * its one ATTENDEE with PARTSTAT ACCEPTED or DECLINED. TENTATIVE leaves the invitation as it is: the
 * invitation has no such answer (decision record 061).
 */
export function readCalendarReply(text: string): ReadReply | UnreadReason {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    // Several VCALENDARs in one text parse to a list; a reply is one.
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'string') return 'unreadable';
    calendar = new ICAL.Component(parsed as never);
  } catch {
    return 'unreadable';
  }
  if (calendar.name !== 'vcalendar') return 'unreadable';
  const method = calendar.getFirstPropertyValue('method');
  if (typeof method !== 'string' || method.trim().toUpperCase() !== 'REPLY') return 'not-a-reply';
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length === 0) return 'no-event';
  const whole = events.find((event) => !event.hasProperty('recurrence-id'));
  if (!whole) return 'one-occurrence';
  const uid = whole.getFirstPropertyValue('uid');
  if (typeof uid !== 'string' || uid.trim() === '') return 'no-uid';
  const attendees = whole.getAllProperties('attendee');
  if (attendees.length !== 1) return 'not-one-attendee';
  const attendee = attendees[0]!;
  const attendeeEmail = mailtoOf(attendee.getFirstValue());
  if (!attendeeEmail) return 'not-one-attendee';
  const partstat = attendee.getParameter('partstat');
  const status = (Array.isArray(partstat) ? partstat[0] : partstat)?.toUpperCase();
  if (status === 'ACCEPTED') return { uid: uid.trim(), attendeeEmail, answer: 'accept' };
  if (status === 'DECLINED') return { uid: uid.trim(), attendeeEmail, answer: 'decline' };
  return status === 'TENTATIVE' ? 'tentative' : 'no-answer';
}
