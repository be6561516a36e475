import type { PublicInvitation } from '@vm/contracts';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { recurrenceSummary } from '#web/lib/time/recurrence-summary.ts';

type InvitationMeeting = NonNullable<PublicInvitation['meeting']>;

/**
 * For an invitation to a series: that the meeting repeats and how, and when the next occurrence is
 * (the meeting the reply carries is the one to join next). One answer covers the whole series.
 */
export function SeriesNotice({ meeting }: { meeting: InvitationMeeting }) {
  const { t } = useTranslation('invitations');
  // The rule's words are the meetings texts', which come in the same language chunk as these.
  const { t: meetingTexts } = useTranslation('meetings');
  const format = useDateFormat();
  if (meeting.seriesId === null || meeting.recurrence === null) return null;
  return (
    <section
      aria-label={t('page.series.title')}
      className="flex gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950"
    >
      <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <h2 className="font-semibold">{t('page.series.title')}</h2>
        <p>{recurrenceSummary(meeting.recurrence, meetingTexts, format.language)}</p>
        <p>
          {t('page.series.next', { date: format.longDate(meeting.startTime), time: format.time(meeting.startTime) })}
        </p>
        <p className="text-indigo-900/80">{t('page.series.answerOnce')}</p>
      </div>
    </section>
  );
}
