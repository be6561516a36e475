import type { ErrorEnvelope } from '@vm/contracts';
import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '../config/constants';

// The API client throws ErrorEnvelope objects, so that is the error type every hook sees.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ErrorEnvelope;
  }
}

/** Cached answers stay fresh for 5 minutes, failed queries retry 3 times (docs/product.md, 'Numbers and limits'). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRY_COUNT },
    },
  });
}
