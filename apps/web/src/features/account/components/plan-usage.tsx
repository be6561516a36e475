import { useTranslation } from 'react-i18next';
import { useUsage } from '../api/get-usage';

/** Meetings this month and in total; storage says plainly that nothing is recorded yet. */
export function PlanUsage() {
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
          <dt className="text-slate-700">{t('plan.storage')}</dt>
          <dd className="col-span-2 text-slate-600 sm:col-span-1 sm:text-right">{t('plan.noRecordings')}</dd>
        </dl>
      )}
    </>
  );
}
