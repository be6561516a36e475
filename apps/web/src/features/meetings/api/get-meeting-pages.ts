import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ErrorEnvelope, Meeting } from '@vm/contracts';
import { getMeetings, type MeetingFilter, type MeetingPage } from './get-meetings';
import { meetingKeys } from './meeting-keys';

/** The page after `last`, or undefined once everything the filter matches is loaded. */
function nextPage(last: MeetingPage): number | undefined {
  const { page, pageSize, total } = last.pagination;
  return page * pageSize < total ? page + 1 : undefined;
}

export const getMeetingPagesQueryOptions = (filter: MeetingFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: meetingKeys.pages({ ...filter, pageSize }),
    queryFn: ({ pageParam, signal }) => getMeetings({ ...filter, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** A filter's meetings, a page at a time: the next one arrives with fetchNextPage ('Show more'). */
export const useMeetingPages = (filter: MeetingFilter, pageSize: number, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...getMeetingPagesQueryOptions(filter, pageSize), ...options });

/** The loaded pages as one list, each meeting once (a meeting that moved between pages shows once). */
export function loadedMeetings(pages: readonly MeetingPage[] | undefined): Meeting[] {
  const byId = new Map<string, Meeting>();
  for (const meeting of (pages ?? []).flatMap((page) => page.meetings)) {
    if (!byId.has(meeting.id)) byId.set(meeting.id, meeting);
  }
  return [...byId.values()];
}

/** A list's next page: whether there is one, whether it is on its way, and the call that asks for it. */
export interface MoreMeetings {
  available: boolean;
  loading: boolean;
  /** Resolves to the failure, or null. */
  load: () => Promise<ErrorEnvelope | null>;
}

/** 'Show more' for a paged query; `available` narrows when the caller knows the rest is not wanted. */
export function moreOf(query: ReturnType<typeof useMeetingPages>, available = query.hasNextPage): MoreMeetings {
  return {
    available,
    loading: query.isFetchingNextPage,
    load: async () => {
      const result = await query.fetchNextPage();
      return result.isError ? result.error : null;
    },
  };
}
