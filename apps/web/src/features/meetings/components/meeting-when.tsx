import type { Meeting } from '@vm/contracts';
import type { TFunction } from 'i18next';
import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, type DateFormat } from '#web/lib/time/use-date-format.ts';
import { useMeetingTexts } from '../hooks/use-meeting-texts';

type When = Pick<Meeting, 'startTime' | 'endTime'>;

interface WhenViewProps {
  meeting: When;
  t: TFunction<'meetings'>;
  format: DateFormat;
  duration: (start: string, end: string) => string;
}

/** Date and times from texts and formats its list already has (meeting cards). */
export function MeetingWhenView({ meeting, t, format, duration }: WhenViewProps) {
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={meeting.startTime}>{format.longDate(meeting.startTime)}</time>
      </p>
      <p className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {t('card.timeRange', { start: format.time(meeting.startTime), end: format.time(meeting.endTime) })} (
          {duration(meeting.startTime, meeting.endTime)})
        </span>
      </p>
    </div>
  );
}

/** Date, and start – end with the duration, in the viewer's zone and language. */
export function MeetingWhen({ meeting }: { meeting: When }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const { duration } = useMeetingTexts();
  return <MeetingWhenView meeting={meeting} t={t} format={format} duration={duration} />;
}
