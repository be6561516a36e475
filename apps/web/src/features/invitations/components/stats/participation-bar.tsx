import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The participation rate as a meter; the 0/50/100% ticks only once someone was invited. */
export function ParticipationBar({ rate, showTicks }: { rate: number; showTicks: boolean }) {
  const { t } = useTranslation('invitations');
  const labelId = useId();
  const percent = t('stats.percent', { value: rate });
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {t('stats.rate')}
        </span>
        <span className="font-semibold text-slate-900">{percent}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate}
        aria-valuetext={percent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${rate}%` }} />
      </div>
      {showTicks ? (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
          {[0, 50, 100].map((value) => (
            <span key={value}>{t('stats.percent', { value })}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
