import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useMeetingTexts } from '../hooks/use-meeting-texts';
import { isScheduled } from '../utils/meeting-status';
import { MeetingActions } from './meeting-actions';
import { MeetingTimeBadge } from './meeting-time-badge';

/**
 * The sidebar's next meetings with the time left, plus up to three that just ended
 * (docs/product.md, 'Upcoming card and recent activity'): `meetings` is the card's cut
 * (utils/upcoming.ts) of the host's soonest and latest ended meetings.
 */
export function UpcomingCard({ meetings, now, id }: { meetings: readonly Meeting[]; now: Date; id?: string }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const { remaining } = useMeetingTexts();
  return (
    <Card id={id} title={t('upcoming.title')}>
      {meetings.length === 0 ? (
        <p className="text-sm text-slate-600">{t('upcoming.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {meetings.map((meeting) => (
            <li key={meeting.id} className="space-y-2 rounded-xl border border-slate-100 p-3">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={paths.app.meeting.getHref(meeting.id)}
                  className="min-w-0 font-medium break-words text-slate-900 hover:text-indigo-700"
                >
                  {meeting.title}
                </Link>
                {isScheduled(meeting) ? (
                  <Badge tone="indigo">
                    <span className="sr-only">{t('upcoming.remaining')} </span>
                    {remaining(meeting.startTime, now)}
                  </Badge>
                ) : (
                  <MeetingTimeBadge meeting={meeting} now={now} />
                )}
              </div>
              <div className="flex items-center justify-between gap-2">
                <time dateTime={meeting.startTime} className="text-xs text-slate-500">
                  {format.dateTime(meeting.startTime)}
                </time>
                <MeetingActions meeting={meeting} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
