import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Meeting, MeetingListSort, MeetingListStatus, PagedEnvelope } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { meetingKeys, parsedDataOf } from './meeting-keys';

/** The largest page GET /meetings serves. */
export const LIST_PAGE_SIZE_MAX = 100;

/** GET /meetings' filters (decision record 020); all optional, the server's default order is `-start`. */
export interface MeetingFilter {
  status?: readonly MeetingListStatus[];
  q?: string | undefined;
  /** ISO instants: meetings whose planned or actual time overlaps [from, to). */
  from?: string;
  to?: string;
  sort?: MeetingListSort;
}

export interface MeetingListParams extends MeetingFilter {
  page: number;
  pageSize: number;
}

export interface MeetingPage {
  meetings: Meeting[];
  pagination: { page: number; pageSize: number; total: number };
}

export async function getMeetings(params: MeetingListParams, signal?: AbortSignal): Promise<MeetingPage> {
  const { status, ...rest } = params;
  // Several statuses travel as one comma list, which the API reads like the repeated parameter.
  const query = { ...rest, status: status && status.length > 0 ? status.join(',') : undefined };
  const reply = (await api.get<Meeting[]>('/meetings', { query, signal })) as PagedEnvelope<Meeting>;
  const meetings = await parsedDataOf((contracts) => contracts.meetingSchema.array(), reply);
  // A reply without paging data still lists what it has.
  const pagination = reply.pagination ?? { page: params.page, pageSize: meetings.length, total: meetings.length };
  return { meetings, pagination };
}

export const getMeetingsQueryOptions = (params: MeetingListParams) =>
  queryOptions({
    queryKey: meetingKeys.list(params),
    queryFn: ({ signal }) => getMeetings(params, signal),
    // Paging or typing a search keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** One page of meetings (the /meetings lists). */
export const useMeetings = (params: MeetingListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMeetingsQueryOptions(params), ...options });
