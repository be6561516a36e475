import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
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
};

/** STARTING SOON, TOMORROW, JUST ENDED...: the meeting's time badge in the viewer's zone. */
export function MeetingTimeBadge({ meeting, now }: { meeting: Meeting; now: Date }) {
  const { t } = useTranslation('meetings');
  const { timeZone, weekStartsOn } = useDateFormat();
  const badge = meetingBadge(meeting, now, timeZone, weekStartsOn);
  return <Badge tone={tones[badge]}>{t(`badges.${badge}`)}</Badge>;
}
