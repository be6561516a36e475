import { calendarDetails, type Meeting } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendar } from '#web/components/calendar/add-to-calendar.tsx';
import { saveFile } from '#web/lib/save-file.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { downloadMeetingCalendar } from '#web/features/meetings/api/download-meeting-calendar.ts';

/**
 * The organizer's 'Add to calendar' on the meeting page: the event leads to the room (`meetingUrl`),
 * and the .ics comes from the server with the session. Not for an ended meeting.
 */
export function MeetingCalendar({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadMeetingCalendar(meeting.id), 'meeting.ics');
    } catch (error) {
      toastFailure(t('calendar.downloadFailed'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AddToCalendar
      event={{
        title: meeting.title,
        start: meeting.startTime,
        end: meeting.endTime,
        details: calendarDetails({ description: meeting.description, link: meeting.meetingUrl }),
        location: meeting.meetingUrl,
      }}
      download={{ onDownload: () => void download(), busy }}
    />
  );
}
