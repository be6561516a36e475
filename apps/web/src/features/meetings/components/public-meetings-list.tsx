import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { usePublicMeetings } from '../api/get-public-meetings';
import { statusKind } from '../utils/meeting-status';
import { MeetingWhen } from './meeting-when';

/** Public meetings that are live or upcoming, each with its organizer, time and a Join link. */
export function PublicMeetingsList() {
  const { t } = useTranslation('meetings');
  const query = usePublicMeetings();

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="sm" /> {t('public.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">{t('public.failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('public.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="text-slate-600">{t('public.empty')}</p>;

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((meeting) => {
        const live = statusKind(meeting.status) === 'live';
        return (
          <li
            key={meeting.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold break-words text-slate-900">{meeting.title}</h2>
              <Badge tone={live ? 'green' : 'indigo'}>{live ? t('status.live') : t('status.scheduled')}</Badge>
            </div>
            <p className="text-sm text-slate-700">{t('public.organizer', { name: meeting.organizerName })}</p>
            <MeetingWhen meeting={meeting} />
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Users aria-hidden="true" className="size-4" />
              {t('card.participants', { count: meeting.maxParticipants })}
            </p>
            {meeting.description ? <p className="line-clamp-3 text-sm text-slate-600">{meeting.description}</p> : null}
            <Link
              to={paths.join.getHref(meeting.meetingId)}
              aria-label={t('public.joinLabel', { title: meeting.title })}
              className={buttonClasses('primary', 'mt-auto self-end')}
            >
              {t('public.join')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
