import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { paths } from './config/paths';
import { DEFAULT_LANGUAGE } from './lib/i18n';
import { createQueryClient } from './lib/react-query';

/**
 * The pages whose HTML the build renders ahead (decision record 067): the first pages of most visits, which
 * need nothing of the visitor to be drawn. File names under dist/prerendered/, by address.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [paths.home.path]: 'landing.html',
  [paths.pricing.path]: 'pricing.html',
  [paths.auth.login.path]: 'login.html',
};

/** The language the pages are rendered in: the default one, which a visitor with nothing stored reads. */
export const PRERENDERED_LANGUAGE = DEFAULT_LANGUAGE;

/**
 * The page at `path` as the app's first render in a browser draws it for a visitor with nothing stored:
 * the same providers and routes (its lazy route and texts loaded first), so the browser's app can take the
 * HTML over as it is (main.tsx). Run at build time only (apps/web/prerender.mjs), never by the server.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* hydrate={false}: no inline script with the router's state, which our Content-Security-Policy forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
