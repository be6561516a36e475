import type { Locale } from '@vm/contracts';
import { translator } from '#server/locales/translate.ts';
import { utcRange, zonedRange, type MailZones } from './mail-times';

/**
 * What an invitee's calendar last got from an invitation (stored with the invitation as JSON), so an
 * update can say what changed since instead of repeating the first invitation (docs/product.md,
 * 'Invitation e-mail'; decision record 058).
 */
export interface SentCalendar {
  title: string;
  start: string;
  end: string;
  /** How a series repeats, in words; null for a single meeting. */
  repeats: string | null;
}

export function readSentCalendar(json: string | null): SentCalendar | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<SentCalendar>;
    if (typeof value.title !== 'string' || typeof value.start !== 'string' || typeof value.end !== 'string')
      return null;
    return { title: value.title, start: value.start, end: value.end, repeats: value.repeats ?? null };
  } catch {
    return null;
  }
}

/** The earlier time as the reader reads times: in their zone, else the organizer's, else UTC. */
function earlierTime(before: SentCalendar, zones: MailZones, locale: Locale): string {
  const zone = zones.reader ?? zones.organizer;
  return zone ? zonedRange(before.start, before.end, zone, locale) : utcRange(before.start, before.end);
}

/**
 * One sentence per change since `before`: the title, the time, how it repeats. When nothing is known
 * of the earlier mail (an invitation older than this record) or nothing differs (a second delivery of
 * the same update), one sentence that the details below replace the earlier ones.
 */
export function changeLines(
  before: SentCalendar | null,
  now: SentCalendar,
  zones: MailZones,
  locale: Locale,
): string[] {
  const t = translator(locale);
  const lines: string[] = [];
  if (before) {
    if (before.title !== now.title)
      lines.push(t('invitation.changedTitle', { before: before.title, after: now.title }));
    if (Date.parse(before.start) !== Date.parse(now.start) || Date.parse(before.end) !== Date.parse(now.end))
      lines.push(t('invitation.changedTime', { before: earlierTime(before, zones, locale) }));
    if (before.repeats !== now.repeats) {
      if (before.repeats === null) lines.push(t('invitation.nowRepeats', { after: now.repeats ?? '' }));
      else if (now.repeats === null) lines.push(t('invitation.noLongerRepeats', { before: before.repeats }));
      else lines.push(t('invitation.changedRepeats', { before: before.repeats, after: now.repeats }));
    }
  }
  return lines.length > 0 ? lines : [t('invitation.changedOther')];
}
