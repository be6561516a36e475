import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MainErrorFallback } from '../components/errors/main-error-fallback';

/** Errors inside the router (a page that throws, a route chunk that fails to download). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return <MainErrorFallback />;
}
