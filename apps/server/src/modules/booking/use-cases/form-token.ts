import { AppError } from '#server/http/app-error.ts';
import { hmac, sameDigest } from '#server/lib/hashing.ts';
import type { BookingContext } from './booking-context';

/**
 * The public booking form's time check (docs/product.md, 'Booking pages'; decision record 069): the
 * page hands out `formToken`, the time it was read signed with the server secret for that booking
 * type. A booking that brings one back sooner than a person could fill the form, or one that was
 * altered or is a day old, is refused. API callers send none and are not checked; the honeypot and
 * the rate limits stay for everyone.
 */
const MIN_AGE_MS = 3_000;
const MAX_AGE_MS = 24 * 60 * 60_000;

const signature = (ctx: BookingContext, typeId: string, issuedAt: number) =>
  hmac(ctx.secretKey, `booking-form:${typeId}:${issuedAt}`).slice(0, 32);

/** `{issued at, base 36}.{signature}`. */
export function issueFormToken(ctx: BookingContext, typeId: string): string {
  const issuedAt = ctx.clock.now().getTime();
  return `${issuedAt.toString(36)}.${signature(ctx, typeId, issuedAt)}`;
}

const refused = (code: 'BOOKING_FORM_TOO_FAST' | 'BOOKING_FORM_EXPIRED', message: string) =>
  AppError.badRequest(code, message, [{ field: 'formToken', message, code }]);

export function checkFormToken(ctx: BookingContext, typeId: string, token: string | undefined): void {
  if (token === undefined) return;
  const [issuedText, given] = token.split('.');
  const issuedAt = issuedText && /^[0-9a-z]{1,12}$/.test(issuedText) ? parseInt(issuedText, 36) : NaN;
  const age = ctx.clock.now().getTime() - issuedAt;
  if (
    !Number.isSafeInteger(issuedAt) ||
    !given ||
    !/^[0-9a-f]{32}$/.test(given) ||
    !sameDigest(given, signature(ctx, typeId, issuedAt)) ||
    age > MAX_AGE_MS
  ) {
    throw refused('BOOKING_FORM_EXPIRED', 'This booking form is out of date. Please reload the page and try again.');
  }
  if (age < MIN_AGE_MS) {
    throw refused('BOOKING_FORM_TOO_FAST', 'The form was sent too quickly. Please wait a moment and send it again.');
  }
}
