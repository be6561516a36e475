import { zonedParts, zonedToInstant } from './zone';

// <input type="datetime-local"> holds a wall-clock reading without a zone ('2026-03-10T14:30').
// The form shows it in the viewer's zone and sends the instant it names as ISO with Z.

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const pattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The input value showing `instant` in `timeZone`, to the minute. */
export function toLocalInputValue(instant: Date | number | string, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant an input value names in `timeZone`, or null for an empty or malformed value. */
export function fromLocalInputValue(value: string, timeZone: string): Date | null {
  const match = pattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const instant = zonedToInstant(
    { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second ?? 0 },
    timeZone,
  );
  return Number.isNaN(instant.getTime()) ? null : instant;
}
