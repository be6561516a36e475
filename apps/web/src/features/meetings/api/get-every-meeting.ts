import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meeting } from '@vm/contracts';
import { getMeetings, LIST_PAGE_SIZE_MAX, type MeetingFilter } from './get-meetings';
import { meetingKeys } from './meeting-keys';

/**
 * Every meeting the filter matches, for views that must be complete (the live ones, a calendar
 * month): the first page says how many there are, the others are asked for side by side.
 */
export async function getEveryMeeting(filter: MeetingFilter, signal?: AbortSignal): Promise<Meeting[]> {
  const first = await getMeetings({ ...filter, page: 1, pageSize: LIST_PAGE_SIZE_MAX }, signal);
  const pageCount = Math.ceil(first.pagination.total / LIST_PAGE_SIZE_MAX);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
      getMeetings({ ...filter, page: index + 2, pageSize: LIST_PAGE_SIZE_MAX }, signal),
    ),
  );
  // A meeting created between two requests moves the pages: keep each meeting once.
  const byId = new Map<string, Meeting>();
  for (const meeting of [first, ...rest].flatMap((page) => page.meetings)) byId.set(meeting.id, meeting);
  return [...byId.values()];
}

export const getEveryMeetingQueryOptions = (filter: MeetingFilter) =>
  queryOptions({
    queryKey: meetingKeys.every(filter),
    queryFn: ({ signal }) => getEveryMeeting(filter, signal),
  });

export const useEveryMeeting = (filter: MeetingFilter, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getEveryMeetingQueryOptions(filter), ...options });
