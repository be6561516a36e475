import type { BillingInterval, BillingState } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { checkoutUrl } from '#web/lib/billing-checkout.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { formatMoney, PRO_PRICE_CENTS } from '../utils/format-money';

/** On Free: Pro monthly or yearly, each straight to checkout; or why payments cannot be taken here. */
export function FreeUpgrade({ state }: { state: BillingState }) {
  const { t, i18n } = useTranslation('account');
  const [opening, setOpening] = useState<BillingInterval | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  if (state.payments === 'off') return <p className="text-sm text-slate-600">{t('billing.paymentsOff')}</p>;

  const upgrade = async (interval: BillingInterval) => {
    setOpening(interval);
    try {
      window.location.assign(await checkoutUrl(interval));
    } catch (error) {
      setOpening(null);
      toastFailure(t('billing.checkoutFailed'), error);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('billing.free')}</p>
      <div className="flex flex-wrap gap-2">
        {(['month', 'year'] as const).map((interval) => (
          <Button
            key={interval}
            variant={interval === 'month' ? 'primary' : 'secondary'}
            disabled={opening !== null}
            aria-busy={opening === interval}
            onClick={() => void upgrade(interval)}
          >
            {t(interval === 'month' ? 'billing.upgradeMonthly' : 'billing.upgradeYearly', {
              price: formatMoney(PRO_PRICE_CENTS[interval], 'eur', language),
            })}
          </Button>
        ))}
      </div>
    </div>
  );
}
