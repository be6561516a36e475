import { PLAN_LIMITS, type Plan } from '@vm/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpgradeOffer } from '#web/components/billing/upgrade-offer.tsx';
import { fromLocalInputValue } from '#web/lib/time/local-input.ts';
import { usePlanLength } from '#web/lib/time/use-plan-length.ts';

interface PlanNoteProps {
  plan: Plan;
  startTime: string;
  endTime: string;
  maxParticipants: unknown;
  timeZone: string;
}

/**
 * Says when the organizer's plan will cut the meeting short or admit fewer people than asked
 * (docs/product.md, 'Plans': a longer meeting may still be scheduled), and on Free offers Pro ('Billing').
 */
export function PlanNote({ plan, startTime, endTime, maxParticipants, timeZone }: PlanNoteProps) {
  const { t } = useTranslation('meetings');
  const limits = PLAN_LIMITS[plan];
  const planLength = usePlanLength();
  const start = fromLocalInputValue(startTime, timeZone);
  const end = fromLocalInputValue(endTime, timeZone);
  const minutes = start && end ? (end.getTime() - start.getTime()) / 60_000 : 0;
  const planName = t(`form.plans.${plan}`);
  const notes: string[] = [];
  if (limits.maxDurationMinutes !== null && minutes > limits.maxDurationMinutes) {
    notes.push(t('form.planDuration', { plan: planName, length: planLength(limits.maxDurationMinutes) }));
  }
  if (Number(maxParticipants) > limits.maxParticipants) {
    notes.push(t('form.planParticipants', { plan: planName, limit: limits.maxParticipants }));
  }
  if (notes.length === 0) return null;
  return (
    <div className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        {plan === 'free' ? <UpgradeOffer className="pt-1" /> : null}
      </div>
    </div>
  );
}
