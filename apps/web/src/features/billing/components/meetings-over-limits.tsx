import { PLAN_LIMITS, type MeetingOverLimits } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { usePlanLength } from '#web/lib/time/use-plan-length.ts';

/**
 * Back on Free, the future meetings whose settings exceed Free's limits (docs/product.md, 'Billing'):
 * nothing was changed in them, and Free's limits apply when they start.
 */
export function MeetingsOverLimits({ meetings }: { meetings: MeetingOverLimits[] }) {
  const { t } = useTranslation('account');
  const format = useDateFormat();
  const planLength = usePlanLength();
  if (meetings.length === 0) return null;
  const free = PLAN_LIMITS.free;
  const length = planLength(free.maxDurationMinutes ?? 0);

  return (
    <section
      aria-labelledby="billing-over-limits"
      className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="billing-over-limits" className="text-sm font-semibold text-amber-950">
        {t('billing.overLimits')}
      </h3>
      <p className="text-sm text-amber-950">
        {t('billing.overLimitsText', { participants: free.maxParticipants, length })}
      </p>
      <ul className="space-y-1 text-sm">
        {meetings.map((meeting) => (
          <li key={meeting.id}>
            <Link to={paths.app.meeting.getHref(meeting.id)} className="font-semibold text-indigo-700 underline">
              {meeting.title}
            </Link>{' '}
            <span className="text-slate-700">
              {format.dateTime(meeting.startTime)}:{' '}
              {meeting.exceeds
                .map((what) =>
                  what === 'participants'
                    ? t('billing.exceedsParticipants', { count: meeting.maxParticipants })
                    : t('billing.exceedsDuration', { length }),
                )
                .join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
