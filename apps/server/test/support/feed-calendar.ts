import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';

/** Calendar files as Google Calendar and Outlook publish them, for the booking feed tests. */

/** `YYYYMMDDTHHmmss`, the wall-clock form a TZID parameter goes with. */
export const wall = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
export const utc = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
export const dateOnly = (time: DateTime) => time.toFormat('yyyyMMdd');

/** The VTIMEZONE block of an IANA zone, as Outlook puts one into its files. */
export const vtimezone = (zone: string) => getVtimezoneComponent(zone)!.trim();

/** A VCALENDAR around the given blocks, CRLF line ends. */
export function calendar(...blocks: string[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Feed test//EN', ...blocks, 'END:VCALENDAR'];
  return lines.join('\r\n').replace(/\r?\n/g, '\r\n') + '\r\n';
}

/** A VEVENT of the given lines (DTSTART, RRULE ...), with a UID and a DTSTAMP. */
export function vevent(uid: string, ...lines: string[]): string {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', 'SUMMARY:Busy', ...lines, 'END:VEVENT'].join(
    '\r\n',
  );
}
