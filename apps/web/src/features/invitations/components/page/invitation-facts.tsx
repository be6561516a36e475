import type { PublicInvitation } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';

type InvitationMeeting = NonNullable<PublicInvitation['meeting']>;

export function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Date and time in the viewer's zone and language, duration in minutes, the meeting ID, the organizer. */
export function InvitationFacts({ meeting }: { meeting: InvitationMeeting }) {
  const { t } = useTranslation('invitations');
  const format = useDateFormat();
  const minutes = Math.round((Date.parse(meeting.endTime) - Date.parse(meeting.startTime)) / 60_000);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t('page.date')}>
        <time dateTime={meeting.startTime}>{format.longDate(meeting.startTime)}</time>
      </Fact>
      <Fact term={t('page.time')}>
        {t('page.timeRange', { start: format.time(meeting.startTime), end: format.time(meeting.endTime) })}
        <span className="block text-xs text-slate-500">{format.timeZone}</span>
      </Fact>
      <Fact term={t('page.duration')}>{t('page.minutes', { count: minutes })}</Fact>
      <Fact term={t('page.meetingCode')}>
        <span className="font-mono">{meeting.meetingId}</span>
      </Fact>
      <Fact term={t('page.organizer')}>{meeting.organizerName}</Fact>
    </dl>
  );
}
