import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MainLayout } from '../../../components/layouts/main-layout';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { ConnectionError } from '../../../features/dashboard/components/connection-error';
import { HeaderActions } from '../../../features/dashboard/components/header-actions';
import { usePrefetchDashboard } from '../../../features/meetings/hooks/use-dashboard-meetings';
import { useLoadFailure } from '../../../features/meetings/hooks/use-load-failure';
import { useRefreshMeetings } from '../../../features/meetings/hooks/use-refresh-meetings';

// The widgets and tour arrive as a second chunk, which starts downloading as soon as this one has
// arrived (alongside the page's texts), not once the page first renders; a visitor the guard turns
// away never downloads it. The data requests start when the page renders.
const loadBody = () => import('./dashboard-body');
void loadBody().catch(() => {
  // Shown by the page when it renders the body (Connection Error); nothing to do here.
});
const DashboardBody = lazy(loadBody);

/**
 * /dashboard (spec section 2): header with Refresh and the user, then the dashboard feature's
 * quick actions and tour around the meetings feature's widgets. Features do not import each
 * other, so the app layer joins them. Any meetings data the page asks for that fails with nothing
 * to show, wherever it is asked, swaps the page for the Connection Error screen.
 */
export default function DashboardRoute() {
  const { t } = useTranslation(['dashboard', 'meetings']);
  const { failure, retry, report } = useLoadFailure();
  const { refresh, refreshing } = useRefreshMeetings();
  usePrefetchDashboard();

  const refreshAll = async () => {
    // The Connection Error screen has unmounted the widgets: showing them again loads them.
    if (failure) return retry();
    const problem = await refresh();
    if (problem) toast.error(t('meetings:toast.fetchFailed'), { description: problem.message });
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
        <ConnectionError message={failure.message} onRetry={retry} />
      ) : (
        <Suspense fallback={loading}>
          <DashboardBody loading={loading} onFailure={report} />
        </Suspense>
      )}
    </MainLayout>
  );
}
