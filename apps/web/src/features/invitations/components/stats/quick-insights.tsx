import type { InvitationStats } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { quickInsights, type Insight } from '#web/features/invitations/utils/participation.ts';

const dots: Record<Insight['kind'], string> = {
  confirmed: 'bg-emerald-500',
  noneConfirmed: 'bg-slate-400',
  pending: 'bg-orange-500',
  allResponded: 'bg-emerald-500',
  declined: 'bg-red-500',
  cancelled: 'bg-slate-400',
  attended: 'bg-sky-500',
  excellent: 'bg-indigo-500',
};

/** Quick Insights: confirmed, pending, declined and cancelled (if any) and praise at 80% or more. */
export function QuickInsights({ stats }: { stats: InvitationStats }) {
  const { t } = useTranslation('invitations');
  const headingId = useId();
  const text = (insight: Insight) =>
    'count' in insight ? t(`insights.${insight.kind}`, { count: insight.count }) : t(`insights.${insight.kind}`);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('insights.title')}
      </h3>
      <ul className="mt-2 space-y-1">
        {quickInsights(stats).map((insight) => (
          <li key={insight.kind} className="flex items-center gap-2 text-sm text-slate-700">
            <span aria-hidden="true" className={`size-2 rounded-full ${dots[insight.kind]}`} />
            {text(insight)}
          </li>
        ))}
      </ul>
    </section>
  );
}
