import type { Meeting } from '@vm/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { CopyMeetingId } from './copy-meeting-id';
import { MeetingActions } from './meeting-actions';
import { MeetingTimeBadge } from './meeting-time-badge';
import { MeetingWhen } from './meeting-when';

// The whole card opens the meeting page: its title link stretches over it (a pseudo-element), and
// the buttons sit above that layer. No link wraps the buttons, which would be invalid markup.
const stretchedLink =
  'font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl after:content-[""] ' +
  'hover:text-indigo-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600';

interface MeetingItemProps {
  meeting: Meeting;
  now: Date;
  /** The title's heading level under the list's own heading. */
  level?: 2 | 3 | 4;
}

/** A meeting in the grid view. */
export function MeetingCard({ meeting, now, level = 4 }: MeetingItemProps) {
  const { t } = useTranslation('meetings');
  const Heading = `h${level}` as const;
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <Heading className="min-w-0 break-words">
          <Link to={paths.app.meeting.getHref(meeting.id)} className={stretchedLink}>
            {meeting.title}
          </Link>
        </Heading>
        <MeetingTimeBadge meeting={meeting} now={now} />
      </div>
      <CopyMeetingId code={meeting.meetingId} />
      <MeetingWhen meeting={meeting} />
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Users aria-hidden="true" className="size-4" />
        {t('card.participants', { count: meeting.maxParticipants })}
      </p>
      <div className="mt-auto flex justify-end">
        <MeetingActions meeting={meeting} />
      </div>
    </li>
  );
}

/** A meeting in the list view: one row, the same parts. */
export function MeetingRow({ meeting, now, level = 4 }: MeetingItemProps) {
  const Heading = `h${level}` as const;
  return (
    <li className="relative flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="min-w-0 break-words">
            <Link to={paths.app.meeting.getHref(meeting.id)} className={stretchedLink}>
              {meeting.title}
            </Link>
          </Heading>
          <MeetingTimeBadge meeting={meeting} now={now} />
        </div>
        <CopyMeetingId code={meeting.meetingId} />
      </div>
      <MeetingWhen meeting={meeting} />
      <MeetingActions meeting={meeting} />
    </li>
  );
}
