import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { hasStoredToken } from '#web/lib/session.ts';

/**
 * Landing page rule (docs/product.md, 'Landing page'): a signed-in visitor, or one with a stored token, goes
 * straight to the dashboard. A failure here is only logged; the landing page still shows.
 */
export function useRedirectWhenSignedIn() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    try {
      if (isAuthenticated || hasStoredToken()) {
        Promise.resolve(navigate(paths.app.dashboard.getHref(), { replace: true })).catch(logFailure);
      }
    } catch (error) {
      logFailure(error);
    }
  }, [isAuthenticated, navigate]);
}

function logFailure(error: unknown) {
  console.error('Could not check the stored session on the landing page', error);
}
