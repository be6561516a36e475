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
}

export interface CalendarLinks {
  google: string;
  outlook: string;
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

/** Google Calendar's event template: `dates` is `YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ` in UTC. */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const compact = (instant: string) => utcSeconds(instant).replace(/[-:]/g, '');
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${compact(event.start)}/${compact(event.end)}`],
    ['details', event.details],
    ['location', event.location],
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
  return { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event) };
}
