import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { meetingListQuerySchema, MeetingListSort, MeetingListStatus } from '@vm/contracts';
import type { z } from 'zod';
import type { Database } from '#server/db/schema.ts';

/** One page of `GET /meetings`, as the repository takes it (times already in stored UTC form). */
export interface MeetingListFilter {
  page: number;
  pageSize: number;
  /** Kinds of meeting to keep (listKinds); absent or empty keeps every kind. */
  kinds?: readonly ListKind[];
  search?: string;
  /** UTC ISO instants with milliseconds, the form SQLite stores, so text comparison orders them. */
  from?: string;
  to?: string;
  sort: MeetingListSort;
}

/** Meetings joined with their organizer, as the list reads them. */
type MeetingsWithOrganizer<O> = SelectQueryBuilder<Database, 'meetings' | 'users', O>;

/** What a meeting is in the list's eyes: a cancelled one is stored as ended, with `cancelled_at`. */
export type ListKind = 'scheduled' | 'live' | 'ended' | 'cancelled';

/** The kind each filter value stands for: `active` and `live` both mean active, in_progress and started. */
const KIND_OF: Record<Exclude<MeetingListStatus, 'all'>, ListKind> = {
  scheduled: 'scheduled',
  active: 'live',
  live: 'live',
  ended: 'ended',
  cancelled: 'cancelled',
};

const LIVE_STORED = ['active', 'in_progress', 'started'];

/** The condition for one kind, on the stored status and `cancelled_at`. */
function kindCondition(eb: ExpressionBuilder<Database, 'meetings'>, kind: ListKind): Expression<SqlBool> {
  switch (kind) {
    case 'scheduled':
      return eb('meetings.status', '=', 'scheduled');
    case 'live':
      return eb('meetings.status', 'in', LIVE_STORED);
    case 'ended':
      return eb.and([eb('meetings.status', '=', 'ended'), eb('meetings.cancelled_at', 'is', null)]);
    case 'cancelled':
      return eb('meetings.cancelled_at', 'is not', null);
  }
}

/** The checked query as the repository takes it: stored statuses, one search text, UTC instants. */
export function toListFilter(query: z.output<typeof meetingListQuerySchema>): MeetingListFilter {
  const asked = query.status ?? [];
  const named = asked.filter((status): status is Exclude<MeetingListStatus, 'all'> => status !== 'all');
  return {
    page: query.page,
    pageSize: query.pageSize,
    // 'all' anywhere means no status filter, as the old single value did.
    kinds: named.length < asked.length ? [] : [...new Set(named.map((status) => KIND_OF[status]))],
    search: query.q || query.search || undefined,
    from: query.from ? new Date(query.from).toISOString() : undefined,
    to: query.to ? new Date(query.to).toISOString() : undefined,
    sort: query.sort,
  };
}

/** When a meeting ended, or is planned to end while it has not: the Recent group's order. */
const endOf = sql<string>`coalesce(meetings.ended_at, meetings.end_time)`;

/**
 * The filters of the organizer's list. A meeting's time is its planned span, and also the span it
 * really ran: from `started_at` to `ended_at` (or the planned end while it runs). So a meeting planned
 * for next week but held today counts for today and for next week, and not for the days between.
 * Both spans are half-open and overlap [from, to) when start < to and end > from.
 */
export function applyListFilter<O>(
  query: MeetingsWithOrganizer<O>,
  filter: MeetingListFilter,
): MeetingsWithOrganizer<O> {
  // Deleted meetings are out of every list; "Recently deleted" has its own.
  let filtered = query.where('meetings.deleted_at', 'is', null);
  const kinds = filter.kinds ?? [];
  if (kinds.length > 0) filtered = filtered.where((eb) => eb.or(kinds.map((kind) => kindCondition(eb, kind))));
  if (filter.search) {
    // The typed text is matched literally: its own % and _ are escaped, with an ESCAPE clause
    // because SQLite's LIKE has no escape character otherwise.
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where(({ or }) =>
      or([
        sql<boolean>`lower(meetings.title) like ${pattern} escape '\\'`,
        sql<boolean>`lower(meetings.meeting_code) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const { from, to } = filter;
  if (from || to) {
    filtered = filtered.where((eb) => {
      const planned: Expression<SqlBool>[] = [];
      const held: Expression<SqlBool>[] = [eb('meetings.started_at', 'is not', null)];
      if (to) {
        planned.push(eb('meetings.start_time', '<', to));
        held.push(eb('meetings.started_at', '<', to));
      }
      if (from) {
        planned.push(eb('meetings.end_time', '>', from));
        held.push(eb(endOf, '>', from));
      }
      return eb.or([eb.and(planned), eb.and(held)]);
    });
  }
  return filtered;
}

/** The list's order; the id breaks ties so pages never repeat or skip a meeting. */
export function orderForList<O>(query: MeetingsWithOrganizer<O>, sort: MeetingListSort): MeetingsWithOrganizer<O> {
  const ordered =
    sort === 'start'
      ? query.orderBy('meetings.start_time', 'asc')
      : sort === '-start'
        ? query.orderBy('meetings.start_time', 'desc')
        : query.orderBy(endOf, sort === 'end' ? 'asc' : 'desc');
  return ordered.orderBy('meetings.id');
}
