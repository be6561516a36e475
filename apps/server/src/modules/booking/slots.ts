import type { Availability, HoursRange, Slot } from '@vm/contracts';
import { WEEK_DAYS } from '@vm/contracts';
import { DateTime } from 'luxon';
import type { BusyTime } from './booking-rows';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Everything the free slots of one booking type depend on, at one moment. */
export interface SlotInput {
  availability: Availability;
  durationMinutes: number;
  /** The window asked about: slots starting at or after `from` and before `to`. */
  from: Date;
  to: Date;
  now: Date;
  /** The host's taken times (their meetings, accepted invitations), already without a booking being moved. */
  busy: readonly BusyTime[];
  /** The starts of the host's confirmed bookings, counted against the maximum per day. */
  bookedStarts: readonly string[];
}

/** A day's hours as instants: the ranges written for that date, read in the host's zone. */
function rangesOn(day: DateTime, ranges: readonly HoursRange[]): Array<{ start: number; end: number }> {
  const at = (time: string) => {
    if (time === '24:00') return day.plus({ days: 1 }).startOf('day');
    const [hour, minute] = time.split(':').map(Number);
    // A time the clocks skip (02:30 on a spring-forward night) is read as the same span after the gap.
    return day.set({ hour, minute, second: 0, millisecond: 0 });
  };
  return ranges.map((range) => ({ start: at(range.start).toMillis(), end: at(range.end).toMillis() }));
}

function hoursFor(availability: Availability, day: DateTime): readonly HoursRange[] {
  const date = day.toISODate()!;
  const override = availability.dateOverrides.find((candidate) => candidate.date === date);
  if (override) return override.hours;
  return availability.weeklyHours[WEEK_DAYS[day.weekday - 1]!];
}

/**
 * The free slots of a booking type, as UTC instants (docs/product.md, 'Booking pages'). Hours are
 * wall-clock times in the host's zone, so a 09:00-17:00 day stays 09:00-17:00 on either side of a
 * daylight-saving change; a slot starts every step from the start of each range and must end inside
 * it; then minimum notice, horizon, busy times widened by the buffers and the maximum per day rule
 * slots out.
 */
export function freeSlots(input: SlotInput): Slot[] {
  const { availability, durationMinutes, from, to, now, busy, bookedStarts } = input;
  const zone = availability.timeZone;
  const durationMs = durationMinutes * MINUTE_MS;
  const stepMs = (availability.slotStepMinutes ?? durationMinutes) * MINUTE_MS;
  const earliest = Math.max(from.getTime(), now.getTime() + availability.minimumNoticeMinutes * MINUTE_MS);
  const latest = Math.min(to.getTime(), now.getTime() + availability.horizonDays * DAY_MS);
  if (earliest >= latest) return [];
  // Buffers hold on both sides of every meeting, the one booked now and those already there (as a
  // booked meeting's would): between a busy time and a slot lies at least the larger of the two buffers.
  const pad = Math.max(availability.bufferBeforeMinutes, availability.bufferAfterMinutes) * MINUTE_MS;
  const taken = busy.map((time) => ({ start: Date.parse(time.start) - pad, end: Date.parse(time.end) + pad }));
  const perDay = new Map<string, number>();
  for (const start of bookedStarts) {
    const day = DateTime.fromISO(start, { zone }).toISODate()!;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  const slots: Slot[] = [];
  const lastDay = DateTime.fromMillis(latest, { zone }).startOf('day');
  for (let day = DateTime.fromMillis(earliest, { zone }).startOf('day'); day <= lastDay; day = day.plus({ days: 1 })) {
    const max = availability.maxPerDay;
    if (max !== null && (perDay.get(day.toISODate()!) ?? 0) >= max) continue;
    for (const range of rangesOn(day, hoursFor(availability, day))) {
      for (let start = range.start; start + durationMs <= range.end; start += stepMs) {
        if (start < earliest || start >= latest) continue;
        const end = start + durationMs;
        if (taken.some((time) => time.start < end && time.end > start)) continue;
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
      }
    }
  }
  return slots;
}
