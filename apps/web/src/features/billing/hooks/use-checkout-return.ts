import type { BillingState } from '@vm/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { checkoutUrl, UPGRADE_PARAM, upgradeIntervalFrom } from '#web/lib/billing-checkout.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useBillingAction } from '../api/billing-actions';

const CHECKOUT_PARAM = 'checkout';

/**
 * What the account page's address asks of billing (docs/product.md, 'Billing'):
 * - `?checkout={session}`: back from a paid checkout; the session is confirmed with Stripe at once,
 *   so the page says Pro without waiting for the webhook;
 * - `?checkout=cancelled`: back without paying; that checkout is closed, so a new one may start;
 * - `?upgrade=month|year`: a visitor chose Pro on the pricing page and has just signed in; their checkout opens.
 * The parameter leaves the address first, so a reload or the back button does not do it twice.
 */
export function useCheckoutReturn(state: BillingState | undefined) {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const navigate = useNavigate();
  const action = useBillingAction();
  const handled = useRef(false);
  const returned = new URLSearchParams(search).get(CHECKOUT_PARAM);
  const upgrade = upgradeIntervalFrom(search);

  useEffect(() => {
    if (handled.current || !state || (!returned && !upgrade)) return;
    handled.current = true;
    const params = new URLSearchParams(search);
    params.delete(CHECKOUT_PARAM);
    params.delete(UPGRADE_PARAM);
    const rest = params.toString();
    void navigate(`${paths.app.account.getHref()}${rest ? `?${rest}` : ''}#billing`, { replace: true });
    if (returned === 'cancelled') {
      action.mutate({ kind: 'cancelCheckout' }, { onSuccess: () => toast.info(t('billing.checkoutCancelled')) });
    } else if (returned) {
      action.mutate(
        { kind: 'confirmCheckout', sessionId: returned },
        {
          onSuccess: (next) => {
            if (next.plan === 'pro') toast.success(t('billing.welcome'));
          },
          onError: (error) => toastFailure(t('billing.confirmFailed'), error),
        },
      );
    } else if (upgrade && state.plan === 'free' && !state.managed) {
      checkoutUrl(upgrade).then(
        (url) => window.location.assign(url),
        (error: unknown) => toastFailure(t('billing.checkoutFailed'), error),
      );
    }
  }, [state, returned, upgrade, search, navigate, action, t]);

  return { confirming: action.isPending && action.variables?.kind === 'confirmCheckout' };
}
