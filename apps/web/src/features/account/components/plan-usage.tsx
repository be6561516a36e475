import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsage } from '../api/get-usage';

/**
 * Meetings this month and in total, then the recording storage, which the recordings feature shows
 * (features do not import each other: the app layer passes it in).
 */
export function PlanUsage({ storage }: { storage: ReactNode }) {
  const { t, i18n } = useTranslation('account');
  const usage = useUsage();
  const count = (value: number | undefined) =>
    value === undefined ? '…' : new Intl.NumberFormat(i18n.resolvedLanguage).format(value);

  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('plan.usage')}</h3>
      {usage.isError ? (
        <p className="mt-2 text-sm text-red-700">{t('plan.usageFailed')}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-700">{t('plan.thisMonth')}</dt>
          <dd className="text-right font-semibold text-slate-900">{count(usage.data?.thisMonthMeetings)}</dd>
          <dt className="text-slate-700">{t('plan.total')}</dt>
          <dd className="text-right font-semibold text-slate-900">{count(usage.data?.totalMeetings)}</dd>
        </dl>
      )}
      {storage}
    </>
  );
}
