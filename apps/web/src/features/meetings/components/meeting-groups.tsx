import type { Meeting } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoreMeetings } from '../api/get-meeting-pages';
import { GROUP_NAMES, type GroupName, type MeetingGroups as Groups } from '../utils/group-meetings';
import { MeetingCollection, type CollectionView } from './meeting-collection';
import { ShowMore } from './show-more';

function GroupSection({
  title,
  meetings,
  now,
  view,
  more,
}: {
  title: string;
  meetings: Meeting[];
  now: Date;
  view: CollectionView;
  more?: MoreMeetings | undefined;
}) {
  const { t } = useTranslation('meetings');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title} <span className="text-slate-600">({meetings.length})</span>
      </h3>
      <MeetingCollection meetings={meetings} now={now} view={view} />
      {more ? <ShowMore more={more} label={t('board.showMoreOf', { group: title })} /> : null}
    </section>
  );
}

interface MeetingGroupsProps {
  groups: Groups;
  now: Date;
  view: CollectionView;
  /** The groups that grow a page at a time: Upcoming and Recent. */
  more?: Partial<Record<GroupName, MoreMeetings>>;
}

/**
 * Active, Starting Soon, Today (once), Upcoming and Recent: each shown when it has meetings, or
 * when more of it may be loaded.
 */
export function MeetingGroups({ groups, now, view, more = {} }: MeetingGroupsProps) {
  const { t } = useTranslation('meetings');
  return (
    <div className="space-y-6">
      {GROUP_NAMES.filter((name) => groups[name].length > 0 || more[name]?.available).map((name) => (
        <GroupSection
          key={name}
          title={t(`groups.${name}`)}
          meetings={groups[name]}
          now={now}
          view={view}
          more={more[name]}
        />
      ))}
    </div>
  );
}
