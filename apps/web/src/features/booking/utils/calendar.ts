import type { Slot } from '@vm/contracts';
import { dayKey, zonedParts, zonedToInstant } from '#web/lib/time/zone.ts';

// The booking calendar's arithmetic (docs/product.md, 'Booking pages'): slots arrive as UTC instants
// and are shown in the visitor's zone, so which day a slot falls on and which month a day belongs to
// are asked of that zone, never of the browser's clock.

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const monthOf = (instant: Date | number | string, timeZone: string): Month => {
  const { year, month } = zonedParts(instant, timeZone);
  return { year, month };
};

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month;

/** The instants a month starts and ends at in a zone: the slots call's window for it. */
export function monthWindow({ year, month }: Month, timeZone: string): { from: string; to: string } {
  const next = addMonths({ year, month }, 1);
  const at = (m: Month) => zonedToInstant({ year: m.year, month: m.month, day: 1, hour: 0, minute: 0 }, timeZone);
  return { from: at({ year, month }).toISOString(), to: at(next).toISOString() };
}

/**
 * The month as weeks of seven cells, each a day's key ('YYYY-MM-DD') or null before the 1st and after
 * the last; weeks start on Sunday (0) or Monday (1).
 */
export function monthGrid({ year, month }: Month, weekStart: 0 | 1): Array<Array<string | null>> {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - weekStart + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Slots by the day they start on in the zone, each day's in order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = dayKey(slot.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

/** A day key as a Date at noon UTC, for formatting its name in UTC (noon keeps it on its day everywhere). */
export const dayKeyDate = (key: string) => new Date(`${key}T12:00:00Z`);

/** The zones a visitor may pick: the browser's list, with their own and the host's always in it. */
export function timeZoneChoices(...mustHave: string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', 'Europe/Istanbul'];
  return [...new Set([...known, ...mustHave.filter(Boolean)])].sort();
}
