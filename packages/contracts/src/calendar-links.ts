/**
 * 'Add to calendar' links for Google Calendar and Outlook (docs/product.md, 'Add to calendar'). One
 * function for the server's e-mails and the web's pages, so both open the same filled-in form.
 * Neither service documents these links officially; the forms used are the ones decision record 036
 * cites. Pure: no zod, so the web can import it without the schemas.
 */

/** What a calendar form is filled with. Times are ISO instants; both links say them in UTC. */
export interface CalendarLinkEvent {
  title: string;
  start: string;
  end: string;
  /** The event's notes: see `calendarDetails`. */
  details: string;
  /** Where to go: the invitation page for invitees, the room for the organizer. */
  location: string;
  /**
   * A series: its rule, read from `start` on (a COUNT counts from there, so `start` is then the
   * series' first occurrence; see `fromHereOn` for a rule read from a later one).
   */
  recurrence?: CalendarLinkRule | null;
}

/** A series' rule as the wire's `recurrence` carries it (contracts' recurrenceRuleSchema). */
export interface CalendarLinkRule {
  frequency: 'daily' | 'weekly' | 'monthly';
  interval: number;
  byWeekday: readonly string[];
  byMonthDay: number | null;
  count: number | null;
  until: string | null;
  timeZone: string;
}

export interface CalendarLinks {
  google: string;
  /**
   * Null for a series: Outlook's compose link has no way to repeat, so it would add one occurrence
   * alone; pages and e-mails offer the series' .ics in its place and say why (decision record 058).
   */
  outlook: string | null;
}

/**
 * The notes of the event: the meeting's description, the organizer's personal message and the join
 * link, in this order, blank parts left out. The invitation's calendar file has the same notes.
 */
export function calendarDetails(parts: { description?: string | null; message?: string | null; link: string }): string {
  // Parts stay as written: the calendar file cleans and escapes its own text (decision record 015).
  return [parts.description, parts.message, parts.link]
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n\n');
}

/** 2030-05-06T07:30:00.000Z → 2030-05-06T07:30:00Z: whole seconds, as both services expect. */
function utcSeconds(instant: string): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * `encodeURIComponent` for every value (a space is `%20`, never `+`): Outlook's compose form has shown
 * a `+` literally where form encoding meant a space.
 */
function query(params: Array<[string, string]>): string {
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

const utcCompact = (instant: string) => utcSeconds(instant).replace(/[-:]/g, '');

/** The wall-clock time of an instant in a zone, `YYYYMMDDTHHMMSS`, with the platform's Intl only. */
function zonedCompact(instant: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** The RRULE value, as the series' calendar file writes it (UNTIL in UTC, weeks from Monday). */
export function rruleValue(rule: CalendarLinkRule): string {
  return [
    `FREQ=${rule.frequency.toUpperCase()}`,
    `INTERVAL=${rule.interval}`,
    ...(rule.byWeekday.length > 0 ? [`BYDAY=${rule.byWeekday.join(',')}`] : []),
    ...(rule.byMonthDay !== null ? [`BYMONTHDAY=${rule.byMonthDay}`] : []),
    ...(rule.count !== null ? [`COUNT=${rule.count}`] : []),
    ...(rule.until !== null ? [`UNTIL=${utcCompact(rule.until)}`] : []),
    'WKST=MO',
  ].join(';');
}

/**
 * A rule read from a later occurrence on (the one a page shows): a count becomes the date of the
 * series' last start, so the series ends where it does. `lastStart` is that start.
 */
export function fromHereOn(rule: CalendarLinkRule, lastStart: string): CalendarLinkRule {
  return rule.count === null ? rule : { ...rule, count: null, until: lastStart };
}

/**
 * Google Calendar's event template: `dates` is `YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ` in UTC. A series
 * adds `recur=RRULE:...` and `ctz` (its zone), with `dates` as wall-clock times in that zone, so the
 * rule repeats at the same local time across daylight-saving changes as the .ics does.
 */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const rule = event.recurrence;
  const compact = (instant: string) => (rule ? zonedCompact(instant, rule.timeZone) : utcCompact(instant));
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${compact(event.start)}/${compact(event.end)}`],
    ['details', event.details],
    ['location', event.location],
    ...(rule
      ? ([
          ['recur', `RRULE:${rruleValue(rule)}`],
          ['ctz', rule.timeZone],
        ] as Array<[string, string]>)
      : []),
  ])}`;
}

/**
 * Outlook on the web's compose deep link, on outlook.live.com (personal accounts; work and school
 * accounts live on outlook.office.com, see decision record 036). `startdt` and `enddt` are ISO
 * instants in UTC.
 */
export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ['subject', event.title],
    ['startdt', utcSeconds(event.start)],
    ['enddt', utcSeconds(event.end)],
    ['body', event.details],
    ['location', event.location],
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
  ])}`;
}

export function calendarLinks(event: CalendarLinkEvent): CalendarLinks {
  return { google: googleCalendarUrl(event), outlook: event.recurrence ? null : outlookCalendarUrl(event) };
}
