import type { AttendanceEntry } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { clockDuration } from '#web/lib/time/durations.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';

/** One person who came: name and address, how they joined, their first join and their time in the room. */
export function AttendanceItem({ entry }: { entry: AttendanceEntry }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {entry.name}
          {entry.inRoomNow ? (
            <span className="ms-2 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('attendance.inRoomNow')}
            </span>
          ) : null}
        </p>
        {entry.email ? <p className="text-sm break-all text-slate-700">{entry.email}</p> : null}
        <p className="text-xs text-slate-500">
          {t(`attendance.via.${entry.joinedVia}`)} ·{' '}
          <time dateTime={entry.firstJoinedAt}>
            {t('attendance.firstJoined', { date: format.dateTime(entry.firstJoinedAt) })}
          </time>
        </p>
      </div>
      <p className="shrink-0 text-sm text-slate-700">
        {t('attendance.timeInRoom', { duration: clockDuration(entry.secondsInRoom) })}
      </p>
    </li>
  );
}
