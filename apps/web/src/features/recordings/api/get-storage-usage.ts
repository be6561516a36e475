import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StorageUsage } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { parsedDataOf, recordingKeys, retryTransient } from './recording-keys';

/** The signed-in user's recording storage: ready recordings' sizes against the plan's limit. */
export async function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  const reply = await api.get<StorageUsage>('/recordings/storage', { signal });
  return parsedDataOf((contracts) => contracts.storageUsageSchema, reply);
}

export const getStorageUsageQueryOptions = () =>
  queryOptions({
    queryKey: recordingKeys.storage(),
    queryFn: ({ signal }) => getStorageUsage(signal),
    retry: retryTransient,
  });

export const useStorageUsage = () => useQuery(getStorageUsageQueryOptions());

/** Started with the dashboard's navigation, beside its meetings (router.tsx); never awaited. */
export function prefetchStorageUsage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getStorageUsageQueryOptions());
}
