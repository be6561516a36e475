import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/** A span a feed says is taken, in epoch milliseconds. */
export interface BusySpan {
  start: number;
  end: number;
}

/** Protection against a feed that expands without end (a FREQ=MINUTELY rule, a huge file). */
const MAX_STEPS_PER_EVENT = 20_000;
const MAX_SPANS = 20_000;

export class NotACalendarError extends Error {
  constructor() {
    super('Not an iCalendar file');
    this.name = 'NotACalendarError';
  }
}

/**
 * The instant of a calendar time (decision record 069): a zone the file defines (VTIMEZONE) or UTC
 * as ical.js reads it; a TZID the file leaves undefined, if it names an IANA zone, through luxon;
 * a floating time, or a zone nobody knows, and a whole day (an all-day event) in the host's zone,
 * since the calendar is the host's own.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, hostZone: string): number {
  const wall = { year: time.year, month: time.month, day: time.day };
  if (time.isDate) return DateTime.fromObject(wall, { zone: hostZone }).toMillis();
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone || (zone && zone.component)) return time.toUnixTime() * 1000;
  const named = tzid && DateTime.local().setZone(tzid).isValid ? tzid : hostZone;
  return DateTime.fromObject(
    { ...wall, hour: time.hour, minute: time.minute, second: time.second },
    { zone: named },
  ).toMillis();
}

const tzidOf = (event: ICAL.Event) =>
  (event.component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? undefined;

/** Whether an event (or one changed instance) holds time: not cancelled, not marked free (TRANSP:TRANSPARENT). */
function holdsTime(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/**
 * The busy spans of an iCalendar file that touch `[from, to)`: single events, recurring ones
 * expanded (RRULE, RDATE, EXDATE, instances changed or cancelled by a RECURRENCE-ID), in their
 * zones; events marked free or cancelled are left out. Sorted by start.
 */
export function busyFromCalendar(text: string, window: { from: number; to: number }, hostZone: string): BusySpan[] {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    root = new ICAL.Component(parsed as unknown[]);
  } catch {
    throw new NotACalendarError();
  }
  if (root.name !== 'vcalendar') throw new NotACalendarError();

  // A changed instance shares its series' UID and names the instance it replaces (RECURRENCE-ID).
  const series = new Map<string, ICAL.Event>();
  const changed: ICAL.Component[] = [];
  const events: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) {
      changed.push(component);
      continue;
    }
    const event = new ICAL.Event(component);
    events.push(event);
    if (event.uid) series.set(event.uid, event);
  }
  for (const component of changed) {
    const master = series.get(String(component.getFirstPropertyValue('uid') ?? ''));
    if (master) master.relateException(component);
    else events.push(new ICAL.Event(component));
  }

  const spans: BusySpan[] = [];
  const add = (start: number, end: number) => {
    if (end > window.from && start < window.to && end > start) spans.push({ start, end });
  };

  for (const event of events) {
    if (spans.length >= MAX_SPANS) break;
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (!holdsTime(event.component)) continue;
      const tzid = tzidOf(event);
      add(instantOf(event.startDate, tzid, hostZone), instantOf(event.endDate, tzid, hostZone));
      continue;
    }
    // A cancelled series holds nothing; a cancelled or freed instance is decided by its own component.
    if (String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const expansion = event.iterator();
    for (let step = 0; step < MAX_STEPS_PER_EVENT && spans.length < MAX_SPANS; step += 1) {
      const next = expansion.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const item = details.item;
      const tzid = tzidOf(item);
      const start = instantOf(details.startDate, tzid, hostZone);
      // An instance moved into the window by its change counts even when its series date is later.
      if (start >= window.to && instantOf(next, tzidOf(event), hostZone) >= window.to) break;
      if (!holdsTime(item.component)) continue;
      add(start, instantOf(details.endDate, tzid, hostZone));
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
