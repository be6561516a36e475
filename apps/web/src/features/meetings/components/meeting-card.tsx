import type { Meeting } from '@vm/contracts';
import { CalendarCheck, Repeat, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { repeatRule } from '#web/lib/time/recurrence-summary.ts';
import type { MeetingCardKit } from '../hooks/use-meeting-card-kit';
import { CopyMeetingIdView } from './copy-meeting-id';
import { MeetingActionsView } from './meeting-actions';
import { MeetingCardMenu } from './meeting-lifecycle/meeting-card-menu';
import { MeetingTimeBadgeView } from './meeting-time-badge';
import { MeetingWhenView } from './meeting-when';

// The whole card opens the meeting page: its title link stretches over it (a pseudo-element), and
// the buttons sit above that layer. No link wraps the buttons, which would be invalid markup.
const stretchedLink =
  'font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl after:content-[""] ' +
  'hover:text-indigo-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600';

/** How a collection shows its meetings: cards in a grid, or one row each in a list. */
export type CollectionView = 'grid' | 'list';

// One body for both views; only the layout differs. A wrapper that one view does not need is
// 'contents', so its children sit in the item's own flex layout as if it were not there.
const looks = {
  grid: {
    item: 'flex-col gap-3 p-4 shadow-sm hover:shadow-md',
    head: 'contents',
    titleLine: 'items-start justify-between',
    actions: 'mt-auto flex justify-end',
  },
  list: {
    item: 'flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3',
    head: 'min-w-0 flex-1',
    titleLine: 'flex-wrap items-center',
    actions: 'contents',
  },
} satisfies Record<CollectionView, Record<string, string>>;

interface MeetingItemProps {
  meeting: Meeting;
  now: Date;
  view: CollectionView;
  /** The title's heading level under the list's own heading. */
  level?: 2 | 3 | 4;
  /** Texts, formats and actions, taken once by the list (hooks/use-meeting-card-kit.ts). */
  kit: MeetingCardKit;
}

/** A meeting as a card in the grid view, or as one row in the list view (the same parts, less the participants). */
export function MeetingCard({ meeting, now, view, level = 4, kit }: MeetingItemProps) {
  const { t, format } = kit;
  const Heading = `h${level}` as const;
  const look = looks[view];
  return (
    <li className={`relative flex rounded-xl border border-slate-200 bg-white ${look.item}`}>
      <div className={look.head}>
        <div className={`flex gap-2 ${look.titleLine}`}>
          <Heading className="min-w-0 break-words">
            <Link to={paths.app.meeting.getHref(meeting.id)} className={stretchedLink}>
              {meeting.title}
            </Link>
          </Heading>
          <MeetingTimeBadgeView meeting={meeting} now={now} t={t} format={format} />
        </div>
        <CopyMeetingIdView code={meeting.meetingId} t={t} copy={kit.copy} />
      </div>
      <MeetingWhenView meeting={meeting} t={t} format={format} duration={kit.duration} />
      {meeting.recurrence ? (
        // An occurrence says it belongs to a series, and how it repeats, so six cards of one weekly
        // meeting read as one series rather than six meetings.
        <p className="flex items-center gap-1.5 text-sm text-indigo-700">
          <Repeat aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="sr-only">{t('card.series')} </span>
            {repeatRule(meeting.recurrence, t, format.language)}
          </span>
        </p>
      ) : null}
      {meeting.booking ? (
        // A visitor booked it on a booking page (decision record 068): whom it is with, at a glance.
        <p className="flex items-center gap-1.5 text-sm text-emerald-700" data-testid="booked-marker">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
          <span>{t('card.booked', { name: meeting.booking.bookerName })}</span>
        </p>
      ) : null}
      {view === 'grid' ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Users aria-hidden="true" className="size-4" />
          {t('card.participants', { count: meeting.maxParticipants })}
        </p>
      ) : null}
      <div className={`${look.actions} items-center gap-1`}>
        <MeetingActionsView meeting={meeting} t={t} calls={kit.calls} userId={kit.userId} />
        <MeetingCardMenu meeting={meeting} userId={kit.userId} t={t} />
      </div>
    </li>
  );
}
