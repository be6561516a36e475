import { useQueryClient } from '@tanstack/react-query';
import type { ErrorEnvelope } from '@vm/contracts';
import { useState } from 'react';
import { meetingKeys } from '../api/meeting-keys';

/**
 * The header's Refresh: every meetings query on screen asks again (stats, groups, calendar,
 * search). Resolves to the first failure, or null when everything came back.
 */
export function useRefreshMeetings() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async (): Promise<ErrorEnvelope | null> => {
    setRefreshing(true);
    try {
      const filters = { queryKey: meetingKeys.all, type: 'active' } as const;
      await queryClient.refetchQueries(filters);
      const failed = queryClient
        .getQueryCache()
        .findAll(filters)
        .find((query) => query.state.status === 'error');
      return failed?.state.error ?? null;
    } finally {
      setRefreshing(false);
    }
  };

  return { refresh, refreshing };
}
