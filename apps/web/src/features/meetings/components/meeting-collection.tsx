import type { Meeting } from '@vm/contracts';
import { MeetingCard, MeetingRow } from './meeting-card';

export type CollectionView = 'grid' | 'list';

interface MeetingCollectionProps {
  meetings: readonly Meeting[];
  now: Date;
  view: CollectionView;
  level?: 2 | 3 | 4;
}

/** Meetings as cards (grid) or rows (list). */
export function MeetingCollection({ meetings, now, view, level }: MeetingCollectionProps) {
  if (view === 'list') {
    return (
      <ul className="space-y-2">
        {meetings.map((meeting) => (
          <MeetingRow key={meeting.id} meeting={meeting} now={now} level={level} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {meetings.map((meeting) => (
        <MeetingCard key={meeting.id} meeting={meeting} now={now} level={level} />
      ))}
    </ul>
  );
}
