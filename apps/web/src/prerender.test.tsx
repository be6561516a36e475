import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './app/provider';
import { routerReady } from './app/prerendered';
import { createRoutes } from './app/router';
import { createQueryClient } from './lib/react-query';
import { PRERENDERED_PAGES, renderPage } from './prerender';

// The HTML the build writes for the first pages (decision record 067) must be exactly what the app's first
// render draws, or React throws it away and draws the page again: each page is prerendered, put in a
// document and hydrated by the app as main.tsx does, and React must report no mismatch.
describe('prerendered pages', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it.each([
    ['/', 'Connect. Collaborate. Create.'],
    ['/pricing', 'Pricing'],
    ['/auth/guest/login', 'Sign in'],
  ])('%s is drawn in its HTML and taken over by the app as it is', async (path, heading) => {
    expect(PRERENDERED_PAGES[path]).toBeDefined();
    const html = await renderPage(path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const h1 = container.querySelector('h1');
    expect(h1?.textContent).toBe(heading);
    if (path === '/auth/guest/login') expect(container.querySelector('form input[type="email"]')).not.toBeNull();

    const queryClient = createQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
    await routerReady(router);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    // Hydrated, not replaced: the heading is still the element the HTML made.
    expect(container.querySelector('h1')).toBe(h1);
  });
});
