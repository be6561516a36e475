import { calendarDetails, type Meeting } from '@vm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendar } from '#web/components/calendar/add-to-calendar.tsx';
import { pageCalendarEvent } from '#web/components/calendar/calendar-choices.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { downloadMeetingCalendar } from '#web/features/meetings/api/download-meeting-calendar.ts';
import { getMeetingSeriesQueryOptions } from '#web/features/meetings/api/get-meeting-series.ts';

/**
 * The organizer's 'Add to calendar' on the meeting page: the event leads to the room (`meetingUrl`),
 * and the .ics comes from the server with the session. Not for an ended meeting. An occurrence's
 * Google link repeats from it on to the series' last start, which the series' list (the page reads it
 * for its occurrences) gives.
 */
export function MeetingCalendar({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const series = useQuery({
    ...getMeetingSeriesQueryOptions(meeting.seriesId ?? ''),
    enabled: meeting.seriesId !== null,
  });
  const lastStart = series.data?.reduce<string | null>(
    (last, row) => (last === null || row.startTime > last ? row.startTime : last),
    null,
  );
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
      event={pageCalendarEvent(
        {
          title: meeting.title,
          start: meeting.startTime,
          end: meeting.endTime,
          details: calendarDetails({ description: meeting.description, link: meeting.meetingUrl }),
          location: meeting.meetingUrl,
        },
        meeting.recurrence,
        lastStart,
      )}
      download={{ onDownload: () => void download(), busy }}
    />
  );
}
