import { useQueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import type { ErrorEnvelope } from '@vm/contracts';
import { useCallback, useEffect, useState } from 'react';
import { meetingKeys } from '../api/meeting-keys';

/** A meetings query something on screen waits for, whose fetch has just failed with nothing to show. */
function failedOnScreen(event: QueryCacheNotifyEvent): boolean {
  const { query } = event;
  return (
    event.type === 'updated' &&
    event.action.type === 'error' &&
    query.queryKey[0] === meetingKeys.all[0] &&
    query.state.data === undefined &&
    query.getObserversCount() > 0
  );
}

/**
 * The first failure of any meetings query the page shows (stats, a group, a calendar month, a
 * search), wherever on the page it was asked: the dashboard swaps itself for the Connection Error
 * screen (docs/product.md, 'Dashboard'). It stays until retry(), since the screen unmounts the parts whose
 * queries failed; retry() shows them again, and their failed queries load afresh as they mount.
 */
export function useLoadFailure() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ErrorEnvelope | null>(null);

  useEffect(() => {
    // Fetches that fail from now on: a query still failed from before loads again when shown.
    return queryClient.getQueryCache().subscribe((event) => {
      if (!failedOnScreen(event)) return;
      const { error } = event.query.state;
      setFailure((current) => current ?? error);
    });
  }, [queryClient]);

  const retry = useCallback(() => setFailure(null), []);
  /** For a failure no query state shows: a page that had to follow a first one. */
  const report = useCallback((error: ErrorEnvelope) => setFailure((current) => current ?? error), []);
  return { failure, retry, report };
}
