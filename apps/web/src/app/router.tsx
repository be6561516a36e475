import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { LanguagePreferenceSync } from '../features/account/components/language-preference-sync';
import { loadContracts } from '../lib/contracts';
import { ensureLanguage, ensureMarketingTexts, i18n } from '../lib/i18n';
import { getBearerToken } from '../lib/session';
import { ProtectedRoute } from './guards/protected-route';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { DashboardRouteError } from './routes/app/dashboard-route-error';

// Every page is its own chunk, so the landing page downloads only itself and the shared core. Pages
// other than the marketing ones also wait for the texts the app does not bundle (one request).
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [module] = await Promise.all([load(), ensureLanguage()]);
  return { Component: module.default };
};
// Marketing pages wait for their own texts only, a chunk asked for beside the page's (decision record 060).
const marketingPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [module] = await Promise.all([load(), ensureMarketingTexts()]);
  return { Component: module.default };
};

function InitialLoad() {
  return <PageSpinner label={i18n.t('status.loading')} />;
}

/** Every page, with a signed-in user's saved language kept in step with the language switch. */
function AppRoot() {
  return (
    <>
      <LanguagePreferenceSync />
      <RootLayout />
    </>
  );
}

/**
 * The dashboard's data, asked for as navigation starts: in parallel with the page's code and texts
 * instead of after them (decision record 020). Only for a signed-in visitor; the guard turns others
 * away. The prefetch code is its own small chunk, so the start-up bundle does not carry the
 * meetings feature and its schemas. Asked first, before the page's and the schemas' chunks: the
 * browser opens six connections to a server over HTTP/1.1 and the dashboard's first load asks for
 * about fifty files, so what is asked first arrives first (decision record 037). Calling it again
 * while the requests are under way (the route's lazy and its loader both do on the first load)
 * starts nothing new: TanStack Query keeps one request per query.
 */
function startDashboardData(queryClient: QueryClient | undefined) {
  if (!queryClient || !getBearerToken()) return;
  const language = i18n.language;
  void import('../features/meetings/api/dashboard-queries')
    .then(({ prefetchDashboardMeetings }) => prefetchDashboardMeetings(queryClient, language))
    // The page asks again for whatever did not arrive, and shows the failure.
    .catch(() => undefined);
  // The recording storage line: apart, so the meetings never wait for it.
  void import('../features/recordings/api/get-storage-usage')
    .then(({ prefetchStorageUsage }) => prefetchStorageUsage(queryClient))
    .catch(() => undefined);
  // The replies are checked against the contracts' schemas: their chunk downloads meanwhile.
  void loadContracts().catch(() => undefined);
}

function dashboardLoader(queryClient: QueryClient | undefined) {
  return () => {
    startDashboardData(queryClient);
    return null;
  };
}

/**
 * The dashboard's code on its first load. React Router starts a route's lazy before its loader, so
 * the data is asked for here first. The widgets' chunk (the page's body) is asked for with the page's
 * own instead of once the page's chunk has run, a round trip earlier; a visitor the guard turns away
 * downloads neither the body nor the data.
 */
function dashboardLazy(queryClient: QueryClient | undefined) {
  const load = page(() => import('./routes/app/dashboard'));
  return () => {
    startDashboardData(queryClient);
    const route = load();
    if (getBearerToken()) {
      void import('./routes/app/dashboard-body').catch(() => {
        // The page shows Connection Error when it cannot render the body; nothing to do here.
      });
    }
    return route;
  };
}

/**
 * The routes of docs/product.md, 'Screens and routes'. With the app's query client, pages whose data
 * can be known from the address start asking for it as navigation starts. Exported for tests, which
 * mount them in a memory router.
 */
export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    Component: AppRoot,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: InitialLoad,
    children: [
      { path: paths.home.path, lazy: marketingPage(() => import('./routes/landing')) },
      { path: paths.pricing.path, lazy: marketingPage(() => import('./routes/pricing')) },
      { path: paths.test.path, lazy: marketingPage(() => import('./routes/routing-test')) },
      { path: paths.terms.path, lazy: marketingPage(() => import('./routes/terms')) },
      { path: paths.privacy.path, lazy: marketingPage(() => import('./routes/privacy')) },
      { path: paths.publicMeetings.path, lazy: page(() => import('./routes/public-meetings')) },
      { path: paths.join.path, lazy: page(() => import('./routes/join')) },
      { path: paths.room.path, lazy: page(() => import('./routes/room')) },
      { path: paths.invitation.path, lazy: page(() => import('./routes/invitation')) },
      { path: paths.invitationSuccess.path, lazy: page(() => import('./routes/invitation-success')) },
      { path: paths.book.path, lazy: page(() => import('./routes/booking/book')) },
      { path: paths.bookingReschedule.path, lazy: page(() => import('./routes/booking/reschedule')) },
      { path: paths.bookingCancel.path, lazy: page(() => import('./routes/booking/cancel')) },
      { path: paths.bookingJoin.path, lazy: page(() => import('./routes/booking/join')) },
      {
        Component: PublicOnlyRoute,
        children: [
          { path: paths.auth.register.path, lazy: page(() => import('./routes/auth/register')) },
          { path: paths.auth.login.path, lazy: page(() => import('./routes/auth/login')) },
        ],
      },
      {
        Component: ProtectedRoute,
        children: [
          {
            // Bundled, so it shows when the page itself cannot be downloaded (docs/product.md, 'Dashboard'). It sits
            // on a parent: React Router renders nothing for a lazy route that failed to load its own.
            ErrorBoundary: DashboardRouteError,
            children: [
              {
                path: paths.app.dashboard.path,
                loader: dashboardLoader(queryClient),
                lazy: dashboardLazy(queryClient),
              },
            ],
          },
          { path: paths.app.account.path, lazy: page(() => import('./routes/app/account')) },
          { path: paths.app.meetings.path, lazy: page(() => import('./routes/app/meetings')) },
          { path: paths.app.createMeeting.path, lazy: page(() => import('./routes/app/create-meeting')) },
          { path: paths.app.meeting.path, lazy: page(() => import('./routes/app/meeting')) },
          { path: paths.app.booking.path, lazy: page(() => import('./routes/app/booking')) },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
export type AppRouter = ReturnType<typeof createAppRouter>;
