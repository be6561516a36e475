import type { Plan } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planLimits } from '../config/plans';

type PlanCardProps = {
  name: string;
  plan: Plan;
  price: string;
  priceNote?: string;
  badge?: string;
  cta: ReactNode;
};

export function PlanCard({ name, plan, price, priceNote, badge, cta }: PlanCardProps) {
  const { t } = useTranslation('marketing');
  const { participants, duration } = planLimits(plan);
  const durationText = duration
    ? t(`pricing.limits.${duration.unit}`, { count: duration.count })
    : t('pricing.limits.unlimited');

  return (
    <article
      aria-label={name}
      className={`flex flex-col rounded-2xl border bg-white p-6 ${badge ? 'border-indigo-600 shadow-lg' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        {badge ? (
          <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-700">{badge}</span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold text-slate-900">{price}</span>
        {priceNote ? <span className="ml-2 text-sm text-slate-600">{priceNote}</span> : null}
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        <li>{t('pricing.limits.participants', { count: participants })}</li>
        <li>{durationText}</li>
        <li>{t('pricing.limits.sharing')}</li>
      </ul>
      <div className="mt-8">{cta}</div>
    </article>
  );
}
