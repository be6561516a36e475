import type { Plan } from '@vm/contracts';
import { PLAN_LIMITS } from '@vm/contracts/plan-limits';
import { PLAN_RECORDING, PLAN_STORAGE_GB, planLimits } from '../config/plans';
import { useMarketingText } from '../hooks/use-marketing-text';
import { formatNumber, formatUnit } from '../utils/format';

const plans: Plan[] = ['free', 'pro', 'enterprise'];

/** Participants, duration, storage and recording per plan (docs/product.md, 'Plans'). */
export function PlanComparison() {
  const { t, language } = useMarketingText();
  const rows = [
    { key: 'participants', cell: (plan: Plan) => formatNumber(PLAN_LIMITS[plan].maxParticipants, language) },
    {
      key: 'duration',
      cell: (plan: Plan) => {
        const { duration } = planLimits(plan);
        return duration ? formatUnit(duration.count, duration.unit, language) : t('pricing.comparison.unlimited');
      },
    },
    {
      key: 'storage',
      cell: (plan: Plan) => {
        const storage = PLAN_STORAGE_GB[plan];
        return storage === null ? t('pricing.comparison.custom') : formatUnit(storage, 'gigabyte', language);
      },
    },
    {
      key: 'recording',
      cell: (plan: Plan) => {
        const recording = PLAN_RECORDING[plan];
        if (recording === null) return t('pricing.comparison.custom');
        return t(recording ? 'pricing.comparison.included' : 'pricing.comparison.notIncluded');
      },
    },
  ] as const;

  return (
    <section aria-labelledby="comparison-title" className="mt-16">
      <h2 id="comparison-title" className="text-2xl font-bold text-slate-900">
        {t('pricing.comparison.title')}
      </h2>
      {/* A phone gets one card per plan, stacked: a four-column table cut Pro off at 390 px and hid Enterprise
          with nothing to say it scrolls (docs/product.md, 'Pricing page'). Wider screens get the table. */}
      <ul className="mt-6 grid gap-4 sm:hidden">
        {plans.map((plan) => (
          <li key={plan} className="rounded-2xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{t(`pricing.planNames.${plan}`)}</h3>
            <dl className="mt-2 divide-y divide-slate-200 text-sm">
              {rows.map(({ key, cell }) => (
                <div key={key} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">{t(`pricing.comparison.${key}`)}</dt>
                  <dd className="text-right font-medium text-slate-900">{cell(plan)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* Focusable, so keyboard users can scroll it sideways should it not fit. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="comparison-title"
        className="mt-6 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600 sm:block"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('pricing.comparison.feature')}
              </th>
              {plans.map((plan) => (
                <th key={plan} scope="col" className="px-4 py-3 font-semibold">
                  {t(`pricing.planNames.${plan}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-700">
            {rows.map(({ key, cell }) => (
              <tr key={key}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {t(`pricing.comparison.${key}`)}
                </th>
                {plans.map((plan) => (
                  <td key={plan} className="px-4 py-3">
                    {cell(plan)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
