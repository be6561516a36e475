import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ConnectionError } from '#web/features/dashboard/components/connection-error.tsx';
import { HeaderActions } from '#web/features/dashboard/components/header-actions.tsx';
import { useLoadFailure } from '#web/features/meetings/hooks/use-load-failure.ts';
import { useRefreshMeetings } from '#web/features/meetings/hooks/use-refresh-meetings.ts';
import { apiErrorText } from '#web/lib/api-error-text.ts';

// The widgets and tour arrive as a second chunk, which starts downloading as soon as this one has
// arrived (alongside the page's texts), not once the page first renders; a visitor the guard turns
// away never downloads it. The data requests start with the navigation (the route's loader, router.tsx).
const loadBody = () => import('./dashboard-body');
void loadBody().catch(() => {
  // Shown by the page when it renders the body (Connection Error); nothing to do here.
});
const DashboardBody = lazy(loadBody);

/**
 * /dashboard (docs/product.md, 'Dashboard'): header with Refresh and the user, then the dashboard feature's
 * quick actions and tour around the meetings feature's widgets. Features do not import each
 * other, so the app layer joins them. Any meetings data the page asks for that fails with nothing
 * to show, wherever it is asked, swaps the page for the Connection Error screen.
 */
export default function DashboardRoute() {
  const { t } = useTranslation(['dashboard', 'meetings']);
  const { failure, retry, report } = useLoadFailure();
  const { refresh, refreshing } = useRefreshMeetings();

  const refreshAll = async () => {
    // The Connection Error screen has unmounted the widgets: showing them again loads them.
    if (failure) return retry();
    const problem = await refresh();
    if (problem) toast.error(t('meetings:toast.fetchFailed'), { description: apiErrorText(problem) });
    else toast.success(t('refreshed'));
  };

  const loading = (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Spinner size="sm" /> {t('loading')}
    </p>
  );
  return (
    <MainLayout actions={<HeaderActions onRefresh={() => void refreshAll()} refreshing={refreshing} />}>
      <PageHeading title={t('title')} />
      {failure ? (
        <ConnectionError message={apiErrorText(failure)} onRetry={retry} />
      ) : (
        <Suspense fallback={loading}>
          <DashboardBody loading={loading} onFailure={report} />
        </Suspense>
      )}
    </MainLayout>
  );
}
