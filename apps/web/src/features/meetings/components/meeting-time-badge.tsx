import type { Meeting } from '@vm/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { useDateFormat, type DateFormat } from '#web/lib/time/use-date-format.ts';
import { meetingBadge, type MeetingBadge } from '../utils/meeting-badge';

const tones: Record<MeetingBadge, BadgeTone> = {
  live: 'green',
  startingNow: 'amber',
  startingSoon: 'amber',
  in30Min: 'indigo',
  in1Hour: 'indigo',
  in2Hours: 'indigo',
  today: 'indigo',
  tomorrow: 'blue',
  thisWeek: 'blue',
  upcoming: 'blue',
  justEnded: 'slate',
  endedToday: 'slate',
  past: 'slate',
  cancelled: 'red',
};

interface BadgeViewProps {
  meeting: Meeting;
  now: Date;
  t: TFunction<'meetings'>;
  format: Pick<DateFormat, 'timeZone' | 'weekStartsOn'>;
}

/** The badge from texts and formats its list already has (meeting cards). */
export function MeetingTimeBadgeView({ meeting, now, t, format }: BadgeViewProps) {
  const badge = meetingBadge(meeting, now, format.timeZone, format.weekStartsOn);
  return <Badge tone={tones[badge]}>{t(`badges.${badge}`)}</Badge>;
}

/** STARTING SOON, TOMORROW, JUST ENDED...: the meeting's time badge in the viewer's zone. */
export function MeetingTimeBadge({ meeting, now }: { meeting: Meeting; now: Date }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  return <MeetingTimeBadgeView meeting={meeting} now={now} t={t} format={format} />;
}
