/** Reads an iCalendar text the way a client would: unfold lines, then NAME;PARAMS:VALUE. */
export function parseCalendar(text: string): Array<{ name: string; params: string; value: string }> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const head = line.slice(0, colon);
      const [name, ...params] = head.split(';');
      return { name: name!, params: params.join(';'), value: line.slice(colon + 1) };
    });
}

export function calendarValue(text: string, name: string): string | undefined {
  return parseCalendar(text).find((line) => line.name === name)?.value;
}
