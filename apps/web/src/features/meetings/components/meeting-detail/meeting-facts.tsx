import type { Meeting } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { usePlanLength } from '#web/lib/time/use-plan-length.ts';
import { useMeetingTexts } from '#web/features/meetings/hooks/use-meeting-texts.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Date, time range with duration, participants, visibility, type and organizer (docs/product.md, 'Meeting detail'). */
export function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const { duration } = useMeetingTexts();
  const planLength = usePlanLength();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t('detail.date')}>
        <time dateTime={meeting.startTime}>{format.longDate(meeting.startTime)}</time>
      </Fact>
      <Fact term={t('detail.time')}>
        {t('card.timeRange', { start: format.time(meeting.startTime), end: format.time(meeting.endTime) })} (
        {duration(meeting.startTime, meeting.endTime)})
      </Fact>
      <Fact term={t('detail.participants')}>
        {t('card.participants', { count: meeting.maxParticipants })}
        {meeting.participantLimit < meeting.maxParticipants ? (
          <span className="block text-xs text-slate-500">
            {t('detail.planLimits', { participants: meeting.participantLimit })}
            {meeting.durationLimitMinutes !== null
              ? t('detail.planDuration', { length: planLength(meeting.durationLimitMinutes) })
              : null}
          </span>
        ) : null}
      </Fact>
      <Fact term={t('detail.visibility')}>
        {meeting.isPublic ? t('detail.publicMeeting') : t('detail.privateMeeting')}
      </Fact>
      <Fact term={t('detail.type')}>{t(`form.types.${meeting.meetingType}`)}</Fact>
      <Fact term={t('detail.organizer')}>
        <span className="block">{meeting.organizerName}</span>
        <span className="block text-slate-600">{meeting.organizerEmail}</span>
      </Fact>
    </dl>
  );
}
