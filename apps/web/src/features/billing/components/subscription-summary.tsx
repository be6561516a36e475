import type { BillingState } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { formatMoney } from '../utils/format-money';

/** Plan and interval, the next renewal (date and amount) or the end of Pro, and the card. */
export function SubscriptionSummary({ state }: { state: BillingState }) {
  const { t, i18n } = useTranslation('account');
  const format = useDateFormat();
  const language = i18n.resolvedLanguage ?? 'en';
  const { currentPeriodEnd, renewal, card } = state;
  const rows: { term: string; value: string }[] = [];
  if (currentPeriodEnd && state.cancelAtPeriodEnd) {
    rows.push({ term: t('billing.endsOn'), value: format.longDate(currentPeriodEnd) });
  } else if (currentPeriodEnd) {
    const date = format.longDate(currentPeriodEnd);
    rows.push({
      term: t('billing.nextRenewal'),
      value: renewal
        ? t('billing.renews', { date, amount: formatMoney(renewal.amount, renewal.currency, language) })
        : t('billing.renewsOn', { date }),
    });
  }
  // The card pays a live subscription; back on Free the last one's card no longer matters.
  if (card && state.plan !== 'free')
    rows.push({
      term: t('billing.card'),
      value: t('billing.cardLine', { brand: brandName(card.brand), last4: card.last4 }),
    });

  return (
    <div className="space-y-3">
      <p className="font-semibold text-slate-900" data-testid="billing-plan">
        {t('billing.planLine', { plan: t(`plan.names.${state.plan}`) })}
        {state.interval && !state.managed && state.plan !== 'free' ? (
          <span className="ml-2 font-normal text-slate-600">{t(`billing.interval.${state.interval}`)}</span>
        ) : null}
      </p>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.term} className="contents">
              <dt className="text-slate-600">{row.term}</dt>
              <dd className="font-medium text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {state.cancelAtPeriodEnd && currentPeriodEnd ? (
        <p className="text-sm text-slate-700">{t('billing.ends', { date: format.longDate(currentPeriodEnd) })}</p>
      ) : null}
      {state.status === 'past_due' ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t('billing.pastDue')}
        </p>
      ) : null}
      {state.stripeUnavailable ? <p className="text-sm text-slate-600">{t('billing.stripeUnavailable')}</p> : null}
    </div>
  );
}

/** Stripe's brand ids ('visa', 'amex') as people write them. */
function brandName(brand: string): string {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
