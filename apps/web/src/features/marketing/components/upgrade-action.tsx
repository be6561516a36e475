import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { checkoutUrl, UPGRADE_PARAM } from '#web/lib/billing-checkout.ts';
import type { BillingPeriod } from '../config/plans';
import { useMarketingText } from '../hooks/use-marketing-text';

/**
 * The Pro card's action, at the interval the billing toggle shows (docs/product.md, 'Billing'): a
 * signed-in Free user goes straight to checkout; a visitor registers first, carrying the interval, and
 * the account page then opens the checkout. Pro and Enterprise users see their plan and no upgrade.
 */
export function UpgradeAction({ period }: { period: BillingPeriod }) {
  const { t } = useMarketingText();
  const { user } = useAuth();
  const [opening, setOpening] = useState(false);
  const label = t('pricing.plans.pro.cta');
  const interval = period === 'monthly' ? 'month' : 'year';

  if (!user) {
    return (
      <Link
        to={`${paths.auth.register.getHref()}?${UPGRADE_PARAM}=${interval}`}
        className={buttonClasses('primary', 'w-full')}
      >
        {label}
      </Link>
    );
  }
  const upgrade = async () => {
    setOpening(true);
    try {
      window.location.assign(await checkoutUrl(interval));
    } catch (error) {
      setOpening(false);
      // The toast library comes only when needed: the pricing page's first load does without it (decision record 060).
      const { toastFailure } = await import('#web/lib/toast-failure.ts');
      toastFailure(t('pricing.upgrade.failed'), error);
    }
  };
  return (
    <>
      <p className="text-sm font-medium text-slate-900">
        {t('pricing.upgrade.current', { plan: t(`pricing.planNames.${user.plan}`) })}
      </p>
      {user.plan === 'free' ? (
        <>
          <p className="text-sm text-slate-600">{t('pricing.upgrade.how')}</p>
          <Button className="w-full" disabled={opening} aria-busy={opening} onClick={() => void upgrade()}>
            {label}
          </Button>
        </>
      ) : null}
    </>
  );
}
