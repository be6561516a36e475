import { z } from 'zod';

// Builders for the free-form input fields, so that every title, name, message and time the server
// stores is refused or taken by the same rules in the forms and in the API.

export const FIELD_ERRORS = {
  controlCharacters: 'Must not contain control characters',
  invalidCharacters: 'Must not contain invalid characters',
  wholeNumber: 'Must be a whole number',
  instant: 'Must be a date and time such as 2026-05-01T10:00:00Z',
  meetingWindow: 'Must be between 1 year ago and 10 years from now',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * C0 control characters (and DEL) turn up in stored text only by mistake or on purpose: a NUL cuts
 * strings short in C libraries and databases, escapes rewrite terminals and logs. Multi-line text
 * keeps its tabs and line breaks (CR too, as pasted text and non-browser clients send CRLF).
 */
function hasControlCharacters(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code !== DELETE) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * Half of a UTF-16 surrogate pair on its own is no character: it cannot be encoded as UTF-8, so
 * databases, e-mail and calendar files would store or send it mangled. With the `u` flag a class of
 * surrogates only matches unpaired ones; a real pair (an emoji) is one code point.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Trimmed text without control characters or lone surrogates; `multiline` allows tab and line breaks
 * (descriptions and messages). Chain `.min()` and `.max()` for the field's length.
 */
export function plainText(options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string()
    .trim()
    .refine((text) => !hasControlCharacters(text, multiline), { error: FIELD_ERRORS.controlCharacters })
    .refine((text) => !LONE_SURROGATE.test(text), { error: FIELD_ERRORS.invalidCharacters });
}

/**
 * A whole number in a range, also written as a string of digits ("100"): the original client calls such
 * fields integer-like and form posts send strings. Booleans, arrays, objects, fractions and "1e2" are
 * refused (a plain `z.coerce.number()` turns `true` into 1 and `[5]` into 5).
 */
export function wholeNumber(range: { min: number; max: number; error: string }) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[+-]?\d{1,15}$/)
          .transform(Number),
      ],
      {
        error: FIELD_ERRORS.wholeNumber,
      },
    )
    .pipe(
      z
        .number()
        .int({ error: FIELD_ERRORS.wholeNumber })
        .min(range.min, { error: range.error })
        .max(range.max, { error: range.error }),
    );
}

/** The longest instant allowed: nanoseconds and an offset, `2026-05-01T10:00:00.123456789+01:00`. */
const INSTANT_MAX_LENGTH = 35;
/** Milliseconds are what the server keeps; up to nanoseconds is accepted from other clients' clocks. */
const INSTANT_MAX_FRACTION_DIGITS = 9;

/**
 * An ISO 8601 instant with `Z` or an offset, of sane length: at most nine fractional digits. A text
 * that fails the format or the length gets that one issue, and no later check runs on it.
 */
export function instant() {
  return z.iso
    .datetime({ offset: true, error: FIELD_ERRORS.instant, abort: true })
    .max(INSTANT_MAX_LENGTH, { error: FIELD_ERRORS.instant, abort: true })
    .refine((text) => (/\.(\d+)/.exec(text)?.[1]?.length ?? 0) <= INSTANT_MAX_FRACTION_DIGITS, {
      error: FIELD_ERRORS.instant,
    });
}

/** Whether an instant lies from one year before `now` to ten years after it (calendar years, UTC). */
export function inMeetingWindow(ms: number, now: number = Date.now()): boolean {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const to = new Date(now);
  to.setUTCFullYear(to.getUTCFullYear() + 10);
  return ms >= from.getTime() && ms <= to.getTime();
}

/**
 * A meeting's start or end: an instant from a year ago (edits of recent meetings) to ten years ahead
 * (room for recurring series). Year 0000 or 9999 is a typing or client error, never a meeting. `now`
 * is read at each validation, so the window moves with the clock.
 */
export function meetingTime() {
  // Only reached for real instants: the format and length checks of `instant()` abort.
  return instant().refine((text) => inMeetingWindow(Date.parse(text)), { error: FIELD_ERRORS.meetingWindow });
}
