import type { ErrorEnvelope, FieldError } from '@vm/contracts';
import { i18n } from './i18n';

// The API says what went wrong as a stable machine code (docs/product.md, 'API conventions'), with
// the numbers its text needs in `params`, beside the same in English as `message`. The reader sees
// the code's text in their language (locales/*/errors.json); a code this client does not know yet,
// or a failure without one, shows the message as it came. Plain functions, so toasts and mutation
// callbacks can use them; a component that shows the text re-renders on a language change through
// its own useTranslation.

interface Coded {
  code?: unknown;
  params?: unknown;
  message?: unknown;
}

type Params = Record<string, string | number>;

function paramsOf(value: unknown): Params {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

/**
 * The text for a code in the reader's language, or undefined when there is none to show. A number of
 * seconds is also the plural count, so '1 second' reads right in each language (`_one`/`_other`).
 */
function codeText(code: unknown, params: unknown): string | undefined {
  if (typeof code !== 'string' || !code) return undefined;
  const key = `errors:codes.${code}`;
  const values = paramsOf(params);
  const options = typeof values.seconds === 'number' ? { ...values, count: values.seconds } : values;
  if (!i18n.exists(key, options)) return undefined;
  // Keys are built from the code, so i18next's typed keys have nothing to check here.
  const text = (i18n.t as (key: string, options: Params) => string)(key, options);
  // A text whose numbers did not come with the code ('{{seconds}}' left over) is no better than the message.
  return /\{\{\w+\}\}/.test(text) ? undefined : text;
}

function messageOf(value: Coded): string | undefined {
  return typeof value.message === 'string' && value.message ? value.message : undefined;
}

/**
 * The text for a failed request (an error envelope, as the api client throws it): its top-level code
 * in the reader's language, else its message; undefined for anything without either.
 */
export function apiErrorText(error: ErrorEnvelope): string;
export function apiErrorText(error: unknown): string | undefined;
export function apiErrorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const coded = error as Coded & { errors?: unknown };
  // 'Some details are not valid' says less than the first field's own reason ('At most 200 characters').
  const first = Array.isArray(coded.errors) ? (coded.errors[0] as Coded | undefined) : undefined;
  if (coded.code === 'VALIDATION_FAILED' && first) return textOf(first);
  return textOf(coded);
}

/**
 * Codes that only name a kind of failure: the server's English message says more ('Must be a date
 * and time such as 2026-05-01T10:00:00Z', a proxy's own words), so an English reader gets that.
 */
const GENERIC_CODES = new Set(['BAD_REQUEST', 'INVALID_FORMAT', 'INVALID_TYPE', 'INVALID_VALUE', 'UNEXPECTED_REPLY']);

function textOf(coded: Coded): string | undefined {
  const message = messageOf(coded);
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  if (english && message && typeof coded.code === 'string' && GENERIC_CODES.has(coded.code)) return message;
  return codeText(coded.code, coded.params) ?? message;
}

/**
 * The text for one `errors[]` entry of an error envelope (or anything worded like one, such as a row
 * of a bulk send's `failed`): its code's text, else its message.
 */
export function fieldErrorText(entry: Pick<FieldError, 'message' | 'code' | 'params'>): string {
  return textOf(entry) ?? entry.message;
}
