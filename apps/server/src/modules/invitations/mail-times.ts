import type { Locale } from '@vm/contracts';
import { DateTime } from 'luxon';
import { translator } from '#server/locales/translate.ts';

/**
 * The times of an invitation e-mail (docs/product.md, 'Invitation e-mail'): in the reader's own zone
 * when their account has one, always in the organizer's, and in UTC as before; the attached event is
 * shown by calendars in their own zone anyway.
 */
export interface MailZones {
  /** The invitee's account zone, when they have an account that has one. */
  reader: string | null;
  /** The series' zone, or the organizer's account zone; null when neither is known. */
  organizer: string | null;
}

/** "2026-03-01 09:30–10:30 UTC" (or across days, both dates). */
export function utcRange(start: string, end: string): string {
  const [startDate, startTime] = new Date(start).toISOString().slice(0, 16).split('T');
  const [endDate, endTime] = new Date(end).toISOString().slice(0, 16).split('T');
  return startDate === endDate
    ? `${startDate} ${startTime}–${endTime} UTC`
    : `${startDate} ${startTime} – ${endDate} ${endTime} UTC`;
}

const DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * "Monday, May 6, 2030, 10:30–11:30 (Europe/Istanbul)" / "6 Mayıs 2030 Pazartesi, 10:30–11:30
 * (Europe/Istanbul)": the wall-clock time in the zone, in the reader's language, the zone by its name.
 */
export function zonedRange(start: string, end: string, zone: string, locale: Locale): string {
  const from = DateTime.fromISO(start, { zone }).setLocale(locale);
  const to = DateTime.fromISO(end, { zone }).setLocale(locale);
  const sameDay = from.toISODate() === to.toISODate();
  const until = sameDay ? to.toLocaleString(TIME) : `${to.toLocaleString(DATE)}, ${to.toLocaleString(TIME)}`;
  return `${from.toLocaleString(DATE)}, ${from.toLocaleString(TIME)}–${until} (${zone})`;
}

/** Whether two zone names give the same wall-clock time for the instant (the same zone, or an alias). */
const sameClock = (a: string, b: string, instant: string) =>
  DateTime.fromISO(instant, { zone: a }).offset === DateTime.fromISO(instant, { zone: b }).offset;

/**
 * The lines that say when: the reader's zone first when known, the organizer's (labelled so) when it
 * differs or is the only one known, then UTC.
 */
export function whenLines(start: string, end: string, zones: MailZones, locale: Locale): string[] {
  const t = translator(locale);
  const { reader, organizer } = zones;
  const lines: string[] = [];
  if (reader) lines.push(`${t('invitation.when')}: ${zonedRange(start, end, reader, locale)}`);
  if (organizer && !(reader && sameClock(reader, organizer, start))) {
    const label = reader ? t('invitation.organizerTime') : t('invitation.when');
    lines.push(`${label}: ${zonedRange(start, end, organizer, locale)}`);
  }
  lines.push(`${lines.length > 0 ? t('invitation.inUtc') : t('invitation.when')}: ${utcRange(start, end)}`);
  return lines;
}
