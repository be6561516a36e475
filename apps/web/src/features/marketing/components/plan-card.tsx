import type { Plan } from '@vm/contracts';
import type { ReactNode } from 'react';
import { PLAN_STORAGE_GB, planLimits } from '../config/plans';
import { useMarketingText } from '../hooks/use-marketing-text';
import { formatUnit } from '../utils/format';

type PlanCardProps = {
  name: string;
  plan: Plan;
  price: string;
  priceNote?: string;
  /** 'Popular', or 'Your plan' for the signed-in user's own. */
  badge?: string;
  highlighted?: boolean;
  features: readonly string[];
  cta: ReactNode;
};

export function PlanCard({ name, plan, price, priceNote, badge, highlighted, features, cta }: PlanCardProps) {
  const { t, language } = useMarketingText();
  const { participants, duration } = planLimits(plan);
  const storage = PLAN_STORAGE_GB[plan];
  const limits = [
    t('pricing.limits.participants', { count: participants }),
    duration
      ? t('pricing.limits.duration', { duration: formatUnit(duration.count, duration.unit, language) })
      : t('pricing.limits.unlimited'),
    ...(storage === null ? [] : [t('pricing.limits.storage', { size: formatUnit(storage, 'gigabyte', language) })]),
  ];

  return (
    <article
      aria-label={name}
      className={`flex flex-col rounded-2xl border bg-white p-6 ${highlighted ? 'border-indigo-600 shadow-lg' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        {badge ? (
          <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800">{badge}</span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold text-slate-900">{price}</span>
        {priceNote ? <span className="ml-2 text-sm text-slate-600">{priceNote}</span> : null}
      </p>
      <ul className="mt-6 flex-1 list-disc space-y-2 pl-5 text-sm text-slate-700 marker:text-indigo-600">
        {[...limits, ...features].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-8 space-y-3">{cta}</div>
    </article>
  );
}
