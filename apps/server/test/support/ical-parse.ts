/**
 * Reads an iCalendar text the way a client would: unfold lines, then NAME;PARAMS:VALUE, where `;` and
 * `:` inside a quoted parameter value are part of it. Values stay escaped as written; parameter values
 * lose their quotes (`CN="Ann"` and `CN=Ann` mean the same), and calendar addresses their scheme's case
 * (`MAILTO:` and `mailto:` mean the same, RFC 3986 §3.1), so tests compare meaning, not the writer's style.
 */
export function parseCalendar(text: string): Array<{ name: string; params: string; value: string }> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = valueStart(line);
      const [name, ...params] = splitOutsideQuotes(line.slice(0, colon), ';');
      const value = line.slice(colon + 1);
      return {
        name: name!,
        params: params.map(unquoteParam).join(';'),
        value: CALENDAR_ADDRESSES.has(name!) ? value.replace(/^[a-z][a-z0-9+.-]*:/i, (s) => s.toLowerCase()) : value,
      };
    });
}

export function calendarValue(text: string, name: string): string | undefined {
  return parseCalendar(text).find((line) => line.name === name)?.value;
}

const CALENDAR_ADDRESSES = new Set(['ORGANIZER', 'ATTENDEE']);

/** The first `:` outside double quotes ends the name and parameters. */
function valueStart(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return line.length;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts = [''];
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** CN="Olga Organizer" → CN=Olga Organizer */
function unquoteParam(param: string): string {
  const equals = param.indexOf('=');
  return param.slice(0, equals + 1) + param.slice(equals + 1).replace(/^"(.*)"$/, '$1');
}
