import crypto from 'node:crypto';
import type { MeetingCode } from './meeting-ids';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_PATTERN = /^[A-Z]{3}-\d{4}-\d{3,}$/;

/**
 * The human meeting code (docs/product.md, 'Identifiers'), three letters, the year, a number: ABC-2026-354217. Random
 * rather than sequential so codes reveal nothing about how many meetings exist; uniqueness is the
 * database's. I and O are left out so a code read aloud is not misheard. Six random digits make about
 * 13.8 billion codes a year, so even at 10,000 meetings a day a guessed code hits a real meeting about
 * once in 3,800 tries at the year's end (three digits gave 12.4 million, 29 % taken). Older codes with
 * three digits keep working: the pattern accepts any number of digits.
 */
export function newMeetingCode(startTime: string): MeetingCode {
  const letters = Array.from({ length: 3 }, () => LETTERS[crypto.randomInt(LETTERS.length)]).join('');
  const year = new Date(startTime).getUTCFullYear();
  const number = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  return `${letters}-${year}-${number}` as MeetingCode;
}

/** True when a path value looks like a meeting code rather than an opaque id. */
export function isMeetingCode(value: string): boolean {
  return CODE_PATTERN.test(value.toUpperCase());
}

/**
 * Whether a room path's code reaches this meeting: its own code, or its series' code (decision record
 * 057), which the join token then pins to this occurrence.
 */
export function codeReaches(meeting: { meeting_code: string; series_code: string | null }, code: string): boolean {
  const asked = code.toUpperCase();
  return meeting.meeting_code === asked || meeting.series_code === asked;
}
