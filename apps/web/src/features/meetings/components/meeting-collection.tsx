import type { Meeting } from '@vm/contracts';
import { useMeetingCardKit } from '../hooks/use-meeting-card-kit';
import { MeetingCard, type CollectionView } from './meeting-card';

export type { CollectionView };

interface MeetingCollectionProps {
  meetings: readonly Meeting[];
  now: Date;
  view: CollectionView;
  level?: 2 | 3 | 4;
}

/** Meetings as cards (grid) or rows (list), with the hooks their cards share taken once here. */
export function MeetingCollection({ meetings, now, view, level }: MeetingCollectionProps) {
  const kit = useMeetingCardKit();
  return (
    <ul className={view === 'list' ? 'space-y-2' : 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3'}>
      {meetings.map((meeting) => (
        <MeetingCard key={meeting.id} meeting={meeting} now={now} view={view} level={level} kit={kit} />
      ))}
    </ul>
  );
}
