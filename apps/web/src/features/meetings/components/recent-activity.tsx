import type { MeetingActivity } from '@vm/contracts';
import { CirclePlus, CircleStop, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useMeetingTexts } from '../hooks/use-meeting-texts';

const icons = { meeting_created: CirclePlus, meeting_started: PlayCircle, meeting_ended: CircleStop };

/** Created, started and ended events, newest first, with relative times. */
export function RecentActivity({ events, now, id }: { events: readonly MeetingActivity[]; now: Date; id?: string }) {
  const { t } = useTranslation('meetings');
  const { ago } = useMeetingTexts();
  return (
    <Card id={id} title={t('activity.title')}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t('activity.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => {
            const Icon = icons[event.kind];
            return (
              <li key={event.id} className="flex gap-3 text-sm">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-500" />
                <div className="min-w-0">
                  <Link
                    to={paths.app.meeting.getHref(event.meetingId)}
                    className="break-words text-slate-800 hover:text-indigo-700"
                  >
                    {t(`activity.${event.kind}`, { title: event.meetingTitle })}
                  </Link>
                  <p className="text-xs text-slate-500">
                    <time dateTime={event.at}>{ago(event.at, now)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
