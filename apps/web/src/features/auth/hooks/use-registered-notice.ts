import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

const PARAM = 'registered';

/**
 * docs/product.md, 'Registration': a registration that ended without a session arrives with ?registered=true. Say
 * the account exists, then drop the parameter (replacing the entry) so a reload or the back button
 * does not say it again.
 */
export function useRegisteredNotice() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const registered = params.get(PARAM) === 'true';

  useEffect(() => {
    if (!registered) return;
    // A fixed id, so React's development double effects show one toast, not two.
    toast.success(t('toasts.accountCreated'), { id: 'account-created' });
    const rest = new URLSearchParams(params);
    rest.delete(PARAM);
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [registered, params, pathname, navigate, t]);
}
