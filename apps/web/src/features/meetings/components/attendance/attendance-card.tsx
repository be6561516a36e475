import type { Meeting } from '@vm/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { saveFile } from '#web/lib/save-file.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { downloadMeetingAttendance, useMeetingAttendance } from '#web/features/meetings/api/get-meeting-attendance.ts';
import { isLive } from '#web/features/meetings/utils/meeting-status.ts';
import { AttendanceItem } from './attendance-item';

/**
 * The meeting page's Attendance (docs/product.md, 'Attendance'), shown once the meeting has begun:
 * who came, first arrivals first, refreshed while the meeting runs, with the CSV download.
 */
export function AttendanceCard({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const query = useMeetingAttendance(meeting.id, isLive(meeting));
  const [downloading, setDownloading] = useState(false);
  const entries = query.data?.entries;

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadMeetingAttendance(meeting.id), `attendance-${meeting.meetingId}.csv`);
    } catch (error) {
      toastFailure(t('attendance.downloadFailed'), error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      title={t('attendance.title')}
      actions={
        entries && entries.length > 0 ? (
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden="true" className="size-4" />
            {t('attendance.download')}
          </Button>
        ) : null
      }
    >
      {entries ? (
        entries.length === 0 ? (
          <p className="text-sm text-slate-600">{t('attendance.empty')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('attendance.count', { count: entries.length })}</p>
            <ul aria-label={t('attendance.listLabel')} className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <AttendanceItem key={`${entry.firstJoinedAt}-${entry.name}-${entry.email ?? ''}`} entry={entry} />
              ))}
            </ul>
          </>
        )
      ) : query.isError ? (
        <p className="text-sm text-red-700">{t('attendance.failed')}</p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('attendance.loading')}
        </p>
      )}
    </Card>
  );
}
