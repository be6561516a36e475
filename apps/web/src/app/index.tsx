import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  // One query client for the pages and the router, whose loaders start pages' requests early.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
