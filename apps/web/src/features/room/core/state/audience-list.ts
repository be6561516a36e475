import { AUDIENCE_PAGE_SIZE, type Participant, type ServerMessage } from '@vm/contracts';

/**
 * The participant list's view of a large meeting's audience (decision record 045): the server never sends the
 * whole audience, only pages of it by name (`listAudience` -> `audiencePage`), narrowed by a search.
 * The pages held belong to one query; an answer to an older query or page is dropped, since answers
 * carry their query and page but a person types faster than the server answers.
 */
export interface AudienceList {
  /** The search the pages belong to (trimmed, as the server echoes it). */
  query: string;
  /** The people of the pages received, in the server's order (by name). */
  people: Participant[];
  /** Pages received for `query`. */
  pages: number;
  /** Audience members matching `query`, by the last page's count. */
  total: number;
  /** People a page holds, as the server says. */
  pageSize: number;
  /** The page asked for and not answered yet; null when nothing is on its way. */
  loading: number | null;
}

export const emptyAudienceList: AudienceList = {
  query: '',
  people: [],
  pages: 0,
  total: 0,
  pageSize: AUDIENCE_PAGE_SIZE,
  loading: null,
};

/**
 * A page was asked for. A new query starts empty (the old names do not match it); asking page 1 of
 * the same query again (a refresh) keeps the rows on screen until the answer replaces them.
 */
export function requestAudience(list: AudienceList, query: string, page: number): AudienceList {
  if (query !== list.query) return { ...emptyAudienceList, query, loading: page };
  return { ...list, loading: page };
}

type AudiencePage = Extract<ServerMessage, { type: 'audiencePage' }>;

export function receiveAudiencePage(list: AudienceList, message: AudiencePage): AudienceList {
  if (message.query !== list.query || message.page !== list.loading) return list;
  if (message.page === 1) {
    const { participants: people, total, pageSize } = message;
    return { ...list, people, pages: 1, total, pageSize, loading: null };
  }
  // The audience changes between pages: someone who moved up a place may come again.
  const known = new Set(list.people.map((person) => person.id));
  const fresh = message.participants.filter((person) => !known.has(person.id));
  const { page: pages, total, pageSize } = message;
  return { ...list, people: [...list.people, ...fresh], pages, total, pageSize, loading: null };
}

/** Whether the server has more pages for this query than the list holds. */
export const hasMoreAudience = (list: AudienceList): boolean =>
  list.pages > 0 && list.pages * list.pageSize < list.total;
