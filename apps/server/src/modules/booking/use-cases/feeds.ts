import type { CalendarFeed, CalendarFeedError, CalendarFeedInput } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { randomId } from '#server/lib/ids.ts';
import { OutboundFetchError, type OutboundFetchErrorCode } from '#server/lib/outbound-fetch.ts';
import { open, seal } from '#server/lib/sealed-secret.ts';
import type { BusyTime } from '../booking-rows';
import { busyFromCalendar, NotACalendarError } from '../feeds/feed-busy';
import type { FeedRow } from '../feeds/feeds-repository';
import { nowIso, type BookingContext } from './booking-context';

/**
 * External calendars on booking pages (docs/product.md, 'Booking pages'; decision record 069). The
 * address is a secret: sealed at rest with the feed's id as context, shown masked, never logged.
 * A read keeps the busy spans of the window slots can ask about; a failed read keeps the last good
 * spans and records why.
 */
const SEAL_PURPOSE = 'booking-feed-url';
const DAY_MS = 24 * 60 * 60_000;
/** The horizon of a host who never saved availability (defaultAvailability). */
const DEFAULT_HORIZON_DAYS = 60;
/** Feeds one refresh pass reads, and how many at once. */
const REFRESH_BATCH = 200;
const REFRESH_PARALLEL = 4;

/** webcal:// is https:// for a reader (Apple and Outlook hand out both). */
const readable = (text: string) => new URL(text.trim().replace(/^webcal:/i, 'https:'));

/** Scheme and host, then `…`: enough for the host to tell their calendars apart, nothing of the secret path. */
export const maskUrl = (url: URL) => `${url.protocol}//${url.host}/…`;

const FETCH_ERRORS: Record<OutboundFetchErrorCode, CalendarFeedError> = {
  TIMEOUT: 'FEED_TIMEOUT',
  TOO_LARGE: 'FEED_TOO_LARGE',
  ADDRESS_NOT_ALLOWED: 'FEED_ADDRESS_NOT_ALLOWED',
  URL_NOT_ALLOWED: 'FEED_ADDRESS_NOT_ALLOWED',
  HTTP_STATUS: 'FEED_HTTP_ERROR',
  TOO_MANY_REDIRECTS: 'FEED_UNREACHABLE',
  UNREACHABLE: 'FEED_UNREACHABLE',
};

function feedError(error: unknown): CalendarFeedError {
  if (error instanceof OutboundFetchError) return FETCH_ERRORS[error.code];
  if (error instanceof NotACalendarError) return 'FEED_NOT_CALENDAR';
  return 'FEED_UNREACHABLE';
}

const toFeed = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  maskedUrl: row.masked_url,
  lastReadAt: row.last_read_at,
  lastError: (row.last_error as CalendarFeedError | null) ?? null,
});

export async function feedsOf(ctx: BookingContext, hostId: string): Promise<CalendarFeed[]> {
  return (await ctx.feeds.listForHost(hostId)).map(toFeed);
}

/** Reads one feed now and keeps its busy spans (or, when the read fails, the reason). */
export async function readFeed(ctx: BookingContext, row: FeedRow): Promise<void> {
  const started = ctx.clock.now();
  try {
    const url = open(ctx.secretKey, SEAL_PURPOSE, row.id, row.sealed_url);
    // Sealed under an earlier SECRET_KEY: the address is lost, the host adds it again.
    if (url === undefined) throw new OutboundFetchError('UNREACHABLE', 'The address cannot be opened');
    const availability = await ctx.availability.find(row.host_id);
    const horizonDays = availability ? Number(availability.horizon_days) : DEFAULT_HORIZON_DAYS;
    const window = { from: started.getTime() - DAY_MS, to: started.getTime() + (horizonDays + 2) * DAY_MS };
    const zone = availability?.time_zone ?? 'UTC';
    const text = await ctx.fetchFeed.text(url);
    const spans = busyFromCalendar(text, window, zone);
    await ctx.feeds.saveRead(row.id, JSON.stringify(spans.map((span) => [span.start, span.end])), nowIso(ctx));
  } catch (error) {
    const code = feedError(error);
    // The feed's id and the reason only: the address is a secret.
    ctx.log.warn({ feedId: row.id, hostId: row.host_id, reason: code }, 'calendar feed read failed');
    await ctx.feeds.saveFailure(row.id, code, nowIso(ctx));
  }
}

/**
 * `PUT /availability`'s feeds: `{ id }` keeps one of the host's feeds, `{ url }` adds one (read
 * right away), any feed not named is removed. Left out (undefined), the feeds stay as they are.
 */
export async function saveFeeds(ctx: BookingContext, hostId: string, inputs: CalendarFeedInput[] | undefined) {
  if (inputs === undefined) return;
  const existing = await ctx.feeds.listForHost(hostId);
  const known = new Set(existing.map((row) => row.id));
  const keep = new Set<string>();
  inputs.forEach((input, index) => {
    if (!('id' in input)) return;
    if (!known.has(input.id)) {
      throw AppError.badRequest('VALIDATION_FAILED', 'Validation failed', [
        { field: `feeds.${index}.id`, message: 'Not one of your calendars', code: 'VALIDATION_FAILED' },
      ]);
    }
    keep.add(input.id);
  });
  await ctx.feeds.remove(
    hostId,
    existing.filter((row) => !keep.has(row.id)).map((row) => row.id),
  );
  const kept = new Set(
    existing.filter((row) => keep.has(row.id)).map((row) => open(ctx.secretKey, SEAL_PURPOSE, row.id, row.sealed_url)),
  );
  const added: FeedRow[] = [];
  // A millisecond apart, so the list shows the feeds of one save in the order they were sent.
  const addedAt = (index: number) => new Date(ctx.clock.now().getTime() + index).toISOString();
  for (const input of inputs) {
    if (!('url' in input)) continue;
    const url = readable(input.url);
    // The same address twice is one calendar.
    if (kept.has(url.toString())) continue;
    kept.add(url.toString());
    const id = randomId();
    const row: FeedRow = {
      id,
      host_id: hostId,
      sealed_url: seal(ctx.secretKey, SEAL_PURPOSE, id, url.toString()),
      masked_url: maskUrl(url),
      busy: '[]',
      last_read_at: null,
      last_error: null,
      tried_at: null,
      created_at: addedAt(added.length),
    };
    await ctx.feeds.insert(row);
    added.push(row);
  }
  await Promise.all(added.map((row) => readFeed(ctx, row)));
}

/** One refresh pass: the feeds not tried for `intervalMs`, a few at a time. Returns how many were read. */
export async function refreshFeeds(ctx: BookingContext, intervalMs: number): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - intervalMs + 1_000).toISOString();
  const due = await ctx.feeds.due(before, REFRESH_BATCH);
  for (let index = 0; index < due.length; index += REFRESH_PARALLEL) {
    await Promise.all(due.slice(index, index + REFRESH_PARALLEL).map((row) => readFeed(ctx, row)));
  }
  return due.length;
}

/** The busy times the host's feeds hold between two instants, for slot computation. */
export async function feedBusyTimes(
  ctx: BookingContext,
  hostId: string,
  from: string,
  to: string,
): Promise<BusyTime[]> {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const busy: BusyTime[] = [];
  for (const json of await ctx.feeds.busyForHost(hostId)) {
    for (const [spanStart, spanEnd] of JSON.parse(json) as Array<[number, number]>) {
      if (spanEnd <= start || spanStart >= end) continue;
      busy.push({ start: new Date(spanStart).toISOString(), end: new Date(spanEnd).toISOString() });
    }
  }
  return busy;
}
