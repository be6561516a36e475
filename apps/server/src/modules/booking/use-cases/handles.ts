import { BOOKING_HANDLE_CHANGE, BOOKING_LIMITS, RESERVED_BOOKING_HANDLES } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { randomId } from '#server/lib/ids.ts';
import { nowIso, type BookingContext } from './booking-context';

/** The letters NFKD does not take apart into a base letter and a mark. */
const SPELLED_OUT: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l' };

/** A name as a handle: lowercase ASCII letters and digits, words joined by single hyphens. */
export function handleFromName(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[ıßæøœđł]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const handle = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BOOKING_LIMITS.handleMax - 5)
    .replace(/-+$/g, '');
  return handle.length >= BOOKING_LIMITS.handleMin && !RESERVED_BOOKING_HANDLES.has(handle) ? handle : 'host';
}

/**
 * The account's booking handle, made from its name the first time it is needed: the name itself, or
 * with a number after it when another account holds that one.
 */
export async function ensureHandle(ctx: BookingContext, user: { id: string; name: string }): Promise<string> {
  const existing = await ctx.handles.findByUser(user.id);
  if (existing) return existing.handle;
  const base = handleFromName(user.name);
  const candidates = [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`)];
  for (let attempt = 0; ; attempt++) {
    const handle =
      candidates[attempt] ??
      `${base}-${randomId()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 4)}`;
    if (await ctx.handles.claim(user.id, handle, nowIso(ctx))) return handle;
    // Another request of the same account may have claimed one meanwhile.
    const mine = await ctx.handles.findByUser(user.id);
    if (mine) return mine.handle;
    if (attempt > 20) throw new Error('Could not find a free booking handle');
  }
}

const DAY_MS = 24 * 60 * 60_000;

export const handleTaken = () =>
  AppError.conflict('BOOKING_HANDLE_TAKEN', 'This handle is taken. Please choose another one.', [
    { field: 'handle', message: 'This handle is taken', code: 'BOOKING_HANDLE_TAKEN' },
  ]);

/**
 * `PUT /booking-handle`: the host's new handle (already valid and not reserved, by the contracts). The
 * old one keeps leading to the host's pages for 90 days and nobody else may take it meanwhile; the
 * host may take it back.
 */
export async function changeHandle(ctx: BookingContext, user: { id: string; name: string }, handle: string) {
  const current = await ensureHandle(ctx, user);
  if (current === handle) return { handle };
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + BOOKING_HANDLE_CHANGE.oldHandleDays * DAY_MS).toISOString();
  if (!(await ctx.handles.change(user.id, current, handle, now.toISOString(), until))) throw handleTaken();
  return { handle };
}

/** `GET /booking-handle/check`: whether the host could take this handle now (their own counts as free). */
export async function isHandleAvailable(ctx: BookingContext, userId: string, handle: string): Promise<boolean> {
  return ctx.handles.isFreeFor(userId, handle, nowIso(ctx));
}
