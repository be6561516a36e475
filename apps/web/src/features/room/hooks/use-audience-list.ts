import { useCallback, useEffect, useRef, useState } from 'react';
import { useRoomSession, useRoomState } from '../context/room-context';
import { hasMoreAudience } from '../core/state/audience-list';
import { audienceSize } from '../core/state/room-state';

/** Typing pauses this long before the audience is searched, so a name is one request, not one per letter. */
export const AUDIENCE_SEARCH_DELAY_MS = 300;
/** The first page follows the audience's size this long after it changes, so a burst of joins is one request. */
export const AUDIENCE_REFRESH_DELAY_MS = 1_000;

/**
 * The participant list's audience section of a large meeting: the first page as it opens, a
 * debounced search, Load more for the next page. The server sends pages, never the whole audience;
 * while only the first page is shown it is asked again when the audience grows or shrinks (further
 * pages stay as loaded, so rows do not move under the reader's eyes).
 */
export function useAudienceList() {
  const session = useRoomSession();
  const list = useRoomState((state) => state.audience);
  const size = useRoomState(audienceSize);
  const [query, setQuery] = useState(() => session.store.getState().audience.query);
  const opened = useRef(false);

  useEffect(() => {
    // The panel just opened: its first page at once; a change of the search after a pause.
    if (!opened.current) {
      opened.current = true;
      session.actions.listAudience(query, 1);
      return;
    }
    const timer = setTimeout(() => session.actions.listAudience(query, 1), AUDIENCE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, query]);

  const sizeSeen = useRef(size);
  useEffect(() => {
    if (size === sizeSeen.current) return;
    sizeSeen.current = size;
    const timer = setTimeout(() => {
      const { audience } = session.store.getState();
      if (audience.pages <= 1 && audience.loading === null) session.actions.listAudience(audience.query, 1);
    }, AUDIENCE_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, size]);

  const loadMore = useCallback(() => {
    const { audience } = session.store.getState();
    if (audience.loading === null && hasMoreAudience(audience)) {
      session.actions.listAudience(audience.query, audience.pages + 1);
    }
  }, [session]);

  return {
    query,
    setQuery,
    /** The search the rows shown belong to (the typed one once its answer came). */
    shownQuery: list.query,
    people: list.people,
    total: list.total,
    loading: list.loading !== null,
    hasMore: hasMoreAudience(list),
    loadMore,
    audienceSize: size,
  };
}
