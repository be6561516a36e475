import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';

/**
 * Signed-in pages (docs/product.md, 'Screens and routes'). Auth is re-initialised on every path change, so a session
 * ended in another tab or by a 401 is noticed on the next navigation.
 */
export function ProtectedRoute() {
  const { t } = useTranslation();
  const { isAuthenticated, loading, initialise } = useAuth();
  const { pathname } = useLocation();

  useEffect(() => {
    initialise().catch((error: unknown) => console.error('Auth check failed', error));
  }, [pathname, initialise]);

  if (loading) return <PageSpinner label={t('status.checkingAuth')} />;
  if (!isAuthenticated) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <Outlet />;
}
