import { PLAN_LIMITS, type Plan } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { usePlanLength } from '#web/lib/time/use-plan-length.ts';
import { PlanUsage } from './plan-usage';

/** The plan, what it allows (the limits the server enforces) and the usage against it, recording storage included. */
export function PlanCard({ plan, storage }: { plan: Plan; storage: ReactNode }) {
  const { t } = useTranslation('account');
  const { maxParticipants, maxDurationMinutes } = PLAN_LIMITS[plan];
  const planLength = usePlanLength();
  return (
    <Card title={t('plan.title')}>
      <p className="font-semibold text-slate-900">{t('plan.current', { plan: t(`plan.names.${plan}`) })}</p>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('plan.allows')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-indigo-600">
        <li>{t('plan.participants', { count: maxParticipants })}</li>
        <li>
          {maxDurationMinutes === null
            ? t('plan.noTimeLimit')
            : t('plan.timeLimit', { length: planLength(maxDurationMinutes) })}
        </li>
      </ul>
      <PlanUsage storage={storage} />
    </Card>
  );
}
