import type { BillingState } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { portalUrl, useBillingAction, type BillingAction } from '../api/billing-actions';

type Confirming = 'cancel' | 'refund' | null;

/**
 * A paid Pro's actions (docs/product.md, 'Billing'): switch monthly and yearly, cancel at the period's
 * end or resume, cancel and refund within 14 days of a yearly payment, and Stripe's portal for the
 * card, address and VAT number. Cancelling and refunding ask once more before they act.
 */
export function SubscriptionActions({ state }: { state: BillingState }) {
  const { t } = useTranslation('account');
  const format = useDateFormat();
  const action = useBillingAction();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [openingPortal, setOpeningPortal] = useState(false);
  const busy = action.isPending || openingPortal;

  const run = (next: BillingAction, done: 'interval' | 'cancel' | 'resume' | 'refund') =>
    action.mutate(next, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t(`billing.done.${done}`));
      },
      onError: (error) => toastFailure(t('billing.actionFailed'), error),
    });

  const openPortal = async () => {
    setOpeningPortal(true);
    try {
      window.location.assign(await portalUrl());
    } catch (error) {
      setOpeningPortal(false);
      toastFailure(t('billing.portalFailed'), error);
    }
  };

  const other = state.interval === 'year' ? 'month' : 'year';
  const periodEnd = state.currentPeriodEnd ? format.longDate(state.currentPeriodEnd) : '';

  return (
    <div className="space-y-3">
      {state.refundableUntil ? (
        <p className="text-sm text-slate-700">
          {t('billing.refundUntil', { date: format.longDate(state.refundableUntil) })}
        </p>
      ) : null}
      {state.interval === 'month' && !state.cancelAtPeriodEnd ? (
        <p className="text-sm text-slate-600">{t('billing.switchYearlyNote')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state.cancelAtPeriodEnd ? (
          <Button disabled={busy} onClick={() => run({ kind: 'resume' }, 'resume')}>
            {t('billing.resume')}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run({ kind: 'interval', interval: other }, 'interval')}
            >
              {t(other === 'year' ? 'billing.switchToYearly' : 'billing.switchToMonthly')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('cancel')}>
              {t('billing.cancel')}
            </Button>
          </>
        )}
        {state.refundableUntil ? (
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming('refund')}>
            {t('billing.refund')}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={busy} onClick={() => void openPortal()}>
          {t('billing.portal')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t('billing.portalHint')}</p>
      {confirming ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>
            {confirming === 'cancel' ? t('billing.cancelConfirm', { date: periodEnd }) : t('billing.refundConfirm')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => run({ kind: confirming }, confirming)}>
              {t(confirming === 'cancel' ? 'billing.cancelYes' : 'billing.refundYes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
              {t('billing.keep')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
