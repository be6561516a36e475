/**
 * A minimal iCalendar (RFC 5545) writer for meeting invitations (iTIP, RFC 5546). Written here rather
 * than taken from ical-generator, whose current releases need Node 22. Times are always UTC (`Z`), so
 * no VTIMEZONE is needed and every client shows the right local time.
 */
export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  stamp: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** 20260301T093000Z */
export function icalUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
export function icalText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Parameter values with special characters are quoted; quotes themselves are not allowed. */
function param(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function renderCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Video Meeting//Invitations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icalUtc(event.stamp)}`,
    `DTSTART:${icalUtc(event.start)}`,
    `DTEND:${icalUtc(event.end)}`,
    `SUMMARY:${icalText(event.summary)}`,
    `DESCRIPTION:${icalText(event.description)}`,
    `LOCATION:${icalText(event.url)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
