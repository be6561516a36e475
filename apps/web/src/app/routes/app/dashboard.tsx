import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MainLayout } from '../../../components/layouts/main-layout';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { ConnectionError } from '../../../features/dashboard/components/connection-error';
import { HeaderActions } from '../../../features/dashboard/components/header-actions';
import { useDashboardMeetings } from '../../../features/meetings/hooks/use-dashboard-meetings';

// The widgets, forms and tour arrive as a second chunk: the requests start at once, and a visitor
// the guard turns away never downloads them.
const DashboardBody = lazy(() => import('./dashboard-body'));

/**
 * /dashboard (spec section 2): header with Refresh and the user, then the dashboard feature's
 * quick actions and tour around the meetings feature's widgets. Features do not import each
 * other, so the app layer joins them.
 */
export default function DashboardRoute() {
  const { t } = useTranslation(['dashboard', 'meetings']);
  const data = useDashboardMeetings();

  const refresh = async () => {
    const problem = await data.refetchAll();
    if (problem) toast.error(t('meetings:toast.fetchFailed'), { description: problem.message });
    else toast.success(t('refreshed'));
  };

  const loading = (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Spinner size="sm" /> {t('loading')}
    </p>
  );
  return (
    <MainLayout actions={<HeaderActions onRefresh={() => void refresh()} refreshing={data.isRefreshing} />}>
      <PageHeading title={t('title')} />
      {data.error ? (
        <ConnectionError message={data.error.message} onRetry={() => void data.refetchAll()} />
      ) : (
        <Suspense fallback={loading}>
          <DashboardBody data={data} loading={loading} />
        </Suspense>
      )}
    </MainLayout>
  );
}
