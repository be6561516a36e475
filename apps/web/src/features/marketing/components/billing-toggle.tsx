import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '../config/plans';

const periods: BillingPeriod[] = ['monthly', 'yearly'];

export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (next: BillingPeriod) => void }) {
  const { t } = useTranslation('marketing');
  return (
    <div
      role="group"
      aria-label={t('pricing.billing.label')}
      className="inline-flex rounded-full border border-slate-300 bg-white p-1"
    >
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ${
            value === period ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {t(`pricing.billing.${period}`)}
          {period === 'yearly' ? <span className="ml-2 text-xs font-semibold">{t('pricing.billing.save')}</span> : null}
        </button>
      ))}
    </div>
  );
}
