import type { MeetingListSort, MeetingListStatus, MeetingStatusFilter } from '@vm/contracts';

export const STATUS_FILTERS: readonly MeetingStatusFilter[] = ['all', 'scheduled', 'live', 'ended', 'cancelled'];

/** What a status chip asks the server for: 'live' is every live status ('active' on the wire). */
export function statusesFor(filter: MeetingStatusFilter): MeetingListStatus[] | undefined {
  if (filter === 'all') return undefined;
  return [filter === 'live' ? 'active' : filter];
}

/**
 * The order of a flat list under a status chip or a search: ended and cancelled meetings the latest first,
 * scheduled and live ones the soonest first, a search over everything the latest start first.
 */
export function sortFor(filter: MeetingStatusFilter): MeetingListSort {
  if (filter === 'ended' || filter === 'cancelled') return '-end';
  return filter === 'all' ? '-start' : 'start';
}
