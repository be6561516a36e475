import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';

/** Sign-in and registration: signed-in users belong on the dashboard (docs/product.md, 'Roles and permissions'). */
export function PublicOnlyRoute() {
  const { t } = useTranslation();
  const { isAuthenticated, loading } = useAuth();

  if (loading) return <PageSpinner label={t('status.loading')} />;
  if (isAuthenticated) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <Outlet />;
}
