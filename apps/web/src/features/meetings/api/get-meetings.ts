import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { meetingSchema, type Meeting, type MeetingStatusFilter, type PagedEnvelope } from '@vm/contracts';
import { api } from '../../../lib/api-client';
import { meetingKeys, parsedDataOf } from './meeting-keys';

/** GET /meetings' query (the contract's input type is looser: the server coerces strings). */
export interface MeetingListParams {
  page: number;
  pageSize: number;
  status?: MeetingStatusFilter;
  search?: string | undefined;
}

/** The dashboard's store reads page 1 of 50 (spec section 7); later pages are the /meetings page's. */
export const DASHBOARD_PAGE = { page: 1, pageSize: 50 } as const;

export async function getMeetings(query: MeetingListParams, signal?: AbortSignal) {
  const reply = (await api.get<Meeting[]>('/meetings', { query: { ...query }, signal })) as PagedEnvelope<Meeting>;
  const meetings = parsedDataOf(meetingSchema.array(), reply);
  // A reply without paging data still lists what it has.
  const pagination = reply.pagination ?? { page: query.page, pageSize: meetings.length, total: meetings.length };
  return { meetings, pagination };
}

export const getMeetingsQueryOptions = (query: MeetingListParams) =>
  queryOptions({
    queryKey: meetingKeys.list(query),
    queryFn: ({ signal }) => getMeetings(query, signal),
    // Paging or typing a search keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useMeetings = (query: MeetingListParams) => useQuery(getMeetingsQueryOptions(query));
