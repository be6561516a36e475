import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';

/**
 * The app. main.tsx may create its query client and router first, to wait for the first page's code
 * before hydrating that page's prerendered HTML (decision record 067).
 */
export function App({
  queryClient: givenClient,
  router: givenRouter,
}: {
  queryClient?: QueryClient;
  router?: AppRouter;
}) {
  // One query client for the pages and the router, whose loaders start pages' requests early.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient));
  // Drawn or hydrated: forms are the app's now (first-page-prefetch.ts held them back until here).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
