import { LIVE_STATUSES, type Meeting } from '@vm/contracts';

// GET /meetings as the server answers it (decision record 020), over a list held by a test: status,
// q, from/to overlap, sort and pages. Only for tests that render pages asking the real filters.

const endOf = (meeting: Meeting) => Date.parse(meeting.endedAt ?? meeting.endTime);

function overlaps(meeting: Meeting, from: number, to: number): boolean {
  const planned = Date.parse(meeting.startTime) < to && Date.parse(meeting.endTime) > from;
  const held = meeting.startedAt !== null && Date.parse(meeting.startedAt) < to && endOf(meeting) > from;
  return planned || held;
}

function storedStatuses(params: URLSearchParams): string[] | null {
  const asked = params.getAll('status').flatMap((value) => value.split(','));
  if (asked.length === 0 || asked.includes('all')) return null;
  return asked.flatMap((status) => (status === 'active' || status === 'live' ? [...LIVE_STATUSES] : [status]));
}

const orders: Record<string, (a: Meeting, b: Meeting) => number> = {
  start: (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
  '-start': (a, b) => Date.parse(b.startTime) - Date.parse(a.startTime),
  end: (a, b) => endOf(a) - endOf(b),
  '-end': (a, b) => endOf(b) - endOf(a),
};

/** The reply body of `GET /meetings?<params>` over `meetings`. */
export function meetingListReply(meetings: readonly Meeting[], params: URLSearchParams) {
  const statuses = storedStatuses(params);
  const text = (params.get('q') ?? params.get('search') ?? '').toLowerCase();
  const from = params.has('from') ? Date.parse(params.get('from')!) : -Infinity;
  const to = params.has('to') ? Date.parse(params.get('to')!) : Infinity;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const found = meetings
    .filter((meeting) => !statuses || statuses.includes(meeting.status))
    .filter((meeting) => !text || `${meeting.title} ${meeting.meetingId}`.toLowerCase().includes(text))
    .filter((meeting) => overlaps(meeting, from, to))
    .sort(orders[params.get('sort') ?? '-start']);
  return {
    success: true,
    message: 'OK',
    data: found.slice((page - 1) * pageSize, page * pageSize),
    errors: [],
    pagination: { page, pageSize, total: found.length },
  };
}

/** Whether a stubbed fetch's URL is the meetings list (not stats, activity or one meeting). */
export function isMeetingList(url: string): boolean {
  return new URL(url, 'http://localhost').pathname === '/api/VideoMeeting/meetings';
}

/** The query of a stubbed fetch's URL. */
export const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;
