import { z } from 'zod';
import type { ApiErrorCode } from './error-codes';

// Builders for the free-form input fields, so that every title, name, message and time the server
// stores is refused or taken by the same rules in the forms and in the API.

export const FIELD_ERRORS = {
  controlCharacters: 'Must not contain control characters',
  directionControls: 'Must not contain characters that change the text direction',
  invalidCharacters: 'Must not contain invalid characters',
  wholeNumber: 'Must be a whole number',
  instant: 'Must be a date and time such as 2026-05-01T10:00:00Z',
  meetingWindow: 'Must be between 1 year ago and 10 years from now',
} as const;

/**
 * The machine code each text refusal carries (as the issue's `params.code`), so the API's `errors[]`
 * entry names it and clients can say it in their own language (docs/product.md, 'Envelope').
 */
const TEXT_CODES = {
  controlCharacters: 'CONTROL_CHARACTERS',
  directionControls: 'DIRECTION_CONTROLS',
  invalidCharacters: 'INVALID_CHARACTERS',
} as const satisfies Record<string, ApiErrorCode>;

function textRefusal(kind: keyof typeof TEXT_CODES) {
  return { error: FIELD_ERRORS[kind], params: { code: TEXT_CODES[kind] } };
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const LAST_C1_CONTROL = 0x9f;
const LINE_SEPARATOR = 0x2028;
const PARAGRAPH_SEPARATOR = 0x2029;

/**
 * C0 and C1 control characters (and DEL) turn up in stored text only by mistake or on purpose: a NUL
 * cuts strings short in C libraries and databases, escapes (ESC, CSI U+009B) rewrite terminals and
 * logs, NEL U+0085 breaks lines where a reader expects none. Multi-line text keeps its tabs and line
 * breaks (CR too, as pasted text and non-browser clients send CRLF); single-line text refuses the
 * Unicode line and paragraph separators as well, which multi-line text has turned into newlines.
 */
function hasControlCharacters(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    if (code < 0x20 || (code >= DELETE && code <= LAST_C1_CONTROL)) return true;
    if (code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR) return true;
  }
  return false;
}

/**
 * Embeddings, overrides and isolates reorder what a reader sees: after U+202E the rest of a name shows
 * backwards, so a title, name or message can show other text than is stored (the 'Trojan Source'
 * trick), also in mails and calendar files. The plain marks (U+200E, U+200F) stay: they only place
 * punctuation next to right-to-left words.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Some editors paste these as line breaks; stored multi-line text keeps one kind, `\n`. */
const UNICODE_LINE_BREAKS = /[\u2028\u2029]/g;

/**
 * Half of a UTF-16 surrogate pair on its own is no character: it cannot be encoded as UTF-8, so
 * databases, e-mail and calendar files would store or send it mangled. With the `u` flag a class of
 * surrogates only matches unpaired ones; a real pair (an emoji) is one code point.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Trimmed text without control characters, direction controls or lone surrogates; `multiline` allows
 * tab and line breaks (descriptions and messages) and turns U+2028 and U+2029 into `\n`. Chain
 * `.min()` and `.max()` for the field's length.
 */
export function plainText(options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  const text = multiline ? z.string().overwrite((value) => value.replace(UNICODE_LINE_BREAKS, '\n')) : z.string();
  return text
    .trim()
    .refine((value) => !hasControlCharacters(value, multiline), textRefusal('controlCharacters'))
    .refine((value) => !DIRECTION_CONTROL.test(value), textRefusal('directionControls'))
    .refine((value) => !LONE_SURROGATE.test(value), textRefusal('invalidCharacters'));
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
