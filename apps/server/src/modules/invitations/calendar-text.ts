/**
 * Cleans text before ical-generator writes it into an invitation's calendar file (decision 015).
 *
 * The library escapes TEXT values well: backslash, `;` and `,` get a backslash, and CR, LF and CRLF
 * become `\n`, so SUMMARY and DESCRIPTION cannot start a new property. Two gaps remain:
 * - Inside a quoted parameter (`CN="..."`) it writes `"` as `\"`. RFC 5545 has no escapes inside
 *   quotes, so strict readers (ical.js, hence Thunderbird) end the value at that quote, and a name like
 *   `Eve":mailto:eve@evil.test;X="` replaces the organizer's or attendee's address.
 * - It passes other control characters (NUL, VT, FF, ESC, NEL, U+2028, U+2029) through untouched;
 *   RFC 5545 forbids them and some readers break lines on them.
 */

/** C0 and C1 controls (tab, CR and LF included), DEL, and the Unicode line and paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/;

/** A one-line value (title, name, address): each run of control characters becomes one space. */
export function singleLine(value: string): string {
  return value.replace(CONTROLS, ' ').trim();
}

/** A value whose line breaks matter (the description): breaks stay, other control characters go. */
export function multiLine(value: string): string {
  return value
    .split(LINE_BREAKS)
    .map((line) => line.replace(CONTROLS, ' '))
    .join('\n');
}

/**
 * A quoted parameter value (`CN`): one line, and `"` and `^` in RFC 6868 form (`^'`, `^^`), the only
 * standard way to carry a quote there. Readers that know RFC 6868 show the quote again; others show
 * `^'`, which is harmless. The library then finds no quote or line break left to mishandle.
 */
export function parameterText(value: string): string {
  return singleLine(value).replace(/\^/g, '^^').replace(/"/g, "^'");
}
