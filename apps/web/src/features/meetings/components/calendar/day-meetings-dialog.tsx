import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { statusKind } from '#web/features/meetings/utils/meeting-status.ts';
import { STATUS_DOTS } from './status-dots';

interface DayMeetingsDialogProps {
  /** The day's long name, e.g. 'Tuesday, November 24, 2026'. */
  title: string;
  meetings: readonly Meeting[];
  onClose: () => void;
}

/** Every meeting of one calendar day, opened from the day's '+N': time, status and the whole title. */
export function DayMeetingsDialog({ title, meetings, onClose }: DayMeetingsDialogProps) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  return (
    <Dialog open onClose={onClose} title={title} description={t('calendar.dayCount', { count: meetings.length })}>
      <ul className="space-y-2">
        {meetings.map((meeting) => (
          <li key={meeting.id} className="flex items-start gap-3 text-sm">
            <time dateTime={meeting.startTime} className="w-20 shrink-0 text-slate-500">
              {format.time(meeting.startTime)}
            </time>
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2 shrink-0 rounded-full ${STATUS_DOTS[statusKind(meeting.status)]}`}
            />
            <Link
              to={paths.app.meeting.getHref(meeting.id)}
              className="min-w-0 font-medium break-words text-slate-900 hover:text-indigo-700"
            >
              {meeting.title}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
