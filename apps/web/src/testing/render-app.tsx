import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/react-query';

/** Renders the whole app (providers, every route and their loaders) at `path`, as a user opening that URL. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}

/** Renders one component with the app's providers and a router, for parts no route places yet. */
export function renderWithProviders(ui: ReactNode) {
  // The app mounts its Toaster in the root route's layout; a part rendered alone gets one here.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <Toaster />
          {ui}
        </>
      ),
    },
  ]);
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
