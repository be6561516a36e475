import type { Meeting } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_NAMES, type MeetingGroups as Groups } from '../utils/group-meetings';
import { MeetingCollection, type CollectionView } from './meeting-collection';

function GroupSection({
  title,
  meetings,
  now,
  view,
}: {
  title: string;
  meetings: Meeting[];
  now: Date;
  view: CollectionView;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title} <span className="text-slate-600">({meetings.length})</span>
      </h3>
      <MeetingCollection meetings={meetings} now={now} view={view} />
    </section>
  );
}

/** Active, Starting Soon, Today (once), Upcoming and Recent: each shown when it has meetings. */
export function MeetingGroups({ groups, now, view }: { groups: Groups; now: Date; view: CollectionView }) {
  const { t } = useTranslation('meetings');
  return (
    <div className="space-y-6">
      {GROUP_NAMES.filter((name) => groups[name].length > 0).map((name) => (
        <GroupSection key={name} title={t(`groups.${name}`)} meetings={groups[name]} now={now} view={view} />
      ))}
    </div>
  );
}
