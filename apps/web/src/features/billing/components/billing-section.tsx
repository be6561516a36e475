import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useBilling } from '../api/billing-state';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { FreeUpgrade } from './free-upgrade';
import { InvoiceList } from './invoice-list';
import { MeetingsOverLimits } from './meetings-over-limits';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionSummary } from './subscription-summary';

/**
 * The account page's 'Plan and billing' (docs/product.md, 'Billing'; decision record 053): what the
 * account pays for and its actions, the invoices, and after a return to Free the meetings over Free's
 * limits. A plan an operator set shows that instead of actions. Checkout returns here (`#billing`).
 */
export function BillingSection() {
  const { t } = useTranslation('account');
  const billing = useBilling();
  const { confirming } = useCheckoutReturn(billing.data);
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const loaded = billing.data !== undefined;

  useEffect(() => {
    if (loaded && hash === '#billing') section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  return (
    <div ref={section}>
      <Card id="billing" title={t('billing.title')}>
        {billing.isPending || confirming ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Spinner size="sm" /> {t(confirming ? 'billing.confirming' : 'billing.loading')}
          </p>
        ) : billing.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-slate-700">{t('billing.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void billing.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className="space-y-5">
            <SubscriptionSummary state={billing.data} />
            {billing.data.managed ? (
              <div className="space-y-1">
                <p className="font-semibold text-slate-900">{t('billing.managed')}</p>
                <p className="text-sm text-slate-600">{t('billing.managedText')}</p>
              </div>
            ) : billing.data.plan === 'free' ? (
              <FreeUpgrade state={billing.data} />
            ) : (
              <SubscriptionActions state={billing.data} />
            )}
            <MeetingsOverLimits meetings={billing.data.meetingsOverFreeLimits} />
            {billing.data.invoices.length > 0 || billing.data.plan !== 'free' ? (
              <InvoiceList invoices={billing.data.invoices} />
            ) : null}
          </div>
        )}
      </Card>
    </div>
  );
}
