import crypto from 'node:crypto';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_PATTERN = /^[A-Z]{3}-\d{4}-\d{3,}$/;

/**
 * The human meeting code of the spec, three letters, the year, a number: ABC-2024-354. Random rather
 * than sequential so codes reveal nothing about how many meetings exist; uniqueness is the database's.
 * I and O are left out so a code read aloud is not misheard.
 */
export function newMeetingCode(startTime: string): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[crypto.randomInt(LETTERS.length)]).join('');
  const year = new Date(startTime).getUTCFullYear();
  const number = crypto.randomInt(100, 1000);
  return `${letters}-${year}-${number}`;
}

/** True when a path value looks like a meeting code rather than an opaque id. */
export function isMeetingCode(value: string): boolean {
  return CODE_PATTERN.test(value.toUpperCase());
}
