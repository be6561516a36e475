import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';

/**
 * The TZID a series' calendar file names, and its VTIMEZONE block (decision record 038). The blocks come
 * from @touch4it/ical-timezones, which carries the IANA rules as tzurl.org publishes them for Outlook.
 * A few names the browser may report are aliases it does not carry (America/Buenos_Aires, Asia/Saigon,
 * Europe/Kyiv): for those the file names a zone it does carry whose UTC offset is the same at every
 * occurrence, so any calendar program expands the rule to the same instants as the series.
 */
const blocks = new Map<string, string | null>();

/** The zone's VTIMEZONE as the package carries it, or null; read from its files once per zone. */
function carried(zone: string): string | null {
  if (!blocks.has(zone)) blocks.set(zone, getVtimezoneComponent(zone));
  return blocks.get(zone)!;
}

export function calendarZone(zone: string, instants: readonly string[]): string {
  if (carried(zone)) return zone;
  const offsetsIn = (name: string) => instants.map((instant) => DateTime.fromISO(instant, { zone: name }).offset);
  const wanted = offsetsIn(zone).join(',');
  const twin = Intl.supportedValuesOf('timeZone').find(
    (name) => carried(name) !== null && offsetsIn(name).join(',') === wanted,
  );
  // No twin at all would take a zone unlike any the IANA database has; UTC instants stay right then.
  return twin ?? 'Etc/UTC';
}

/** The VTIMEZONE block for a zone calendarZone returned, with RFC 5545's CRLF line ends. */
export function vtimezone(zone: string): string {
  return (carried(zone) ?? '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .join('\r\n');
}
