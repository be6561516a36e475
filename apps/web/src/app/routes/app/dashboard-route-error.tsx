import { useState } from 'react';
import { useRouteError } from 'react-router';
import { ConnectionError } from '#web/features/dashboard/components/connection-error.tsx';
import { api } from '#web/lib/api-client.ts';
import { RouteErrorBoundary } from '#web/app/route-error-boundary.tsx';

// Chromium, Firefox and Safari's words for a script or text chunk that could not be downloaded.
const DOWNLOAD_FAILED = /dynamically imported module|importing a module script failed/i;

/** Whether the dashboard's own code or texts could not be downloaded: the server or the network is gone. */
function isDownloadFailure(error: unknown): boolean {
  return error instanceof TypeError && DOWNLOAD_FAILED.test(error.message);
}

/**
 * The dashboard route's error screen. Navigating to the dashboard downloads its code first; with
 * the server gone that fails before any data is asked for, and the user should see the dashboard's
 * Connection Error with Try Again, not the generic error page (docs/product.md, 'Dashboard'). Anything else
 * goes to the app's own error screen.
 */
export function DashboardRouteError() {
  const error = useRouteError();
  const [retrying, setRetrying] = useState(false);
  if (!isDownloadFailure(error)) return <RouteErrorBoundary />;

  const retry = async () => {
    setRetrying(true);
    // The router keeps a failed download failed, so only a fresh load fetches the page again; and
    // only once the server answers, or the browser would replace this screen with its own error page.
    const answers = await api.get('/health').then(
      () => true,
      () => false,
    );
    if (answers) window.location.reload();
    else setRetrying(false);
  };

  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <ConnectionError onRetry={() => void retry()} retrying={retrying} />
    </main>
  );
}
