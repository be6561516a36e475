import type { PublicInvitation } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { FeatureBadges } from './feature-badges';
import { InvitationDetails } from './invitation-details';
import { InvitationFacts } from './invitation-facts';
import { SeriesNotice } from './series-notice';
import { StateNotice } from './state-notice';

/**
 * The invitation as the invitee reads it; an invitation to a series says so, with its rule and next
 * occurrence, above that occurrence's facts. Without its meeting (it could not be loaded) the card
 * shows what the invitation itself holds and says the rest is unavailable: nothing is made up.
 * `actions` (sign in, answer, join) come right under the title and when, before the description and
 * the facts, so a phone shows them on its first screen (docs/product.md, 'Invitation page').
 */
export function InvitationCard({ invitation, actions }: { invitation: PublicInvitation; actions?: ReactNode }) {
  const { t } = useTranslation('invitations');
  const format = useDateFormat();
  const { meeting } = invitation;
  return (
    <article className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header>
        {meeting ? (
          <p className="text-sm font-medium text-indigo-700">{t('page.invitedBy', { name: meeting.organizerName })}</p>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {meeting?.title ?? invitation.meetingTitle}
        </h1>
        {meeting ? (
          <p data-testid="invitation-when" className="mt-1 text-sm text-slate-700">
            {`${format.longDate(meeting.startTime)} · ${t('page.timeRange', {
              start: format.time(meeting.startTime),
              end: format.time(meeting.endTime),
            })}`}
          </p>
        ) : null}
      </header>
      {actions}
      {meeting?.description ? <p className="whitespace-pre-line text-slate-700">{meeting.description}</p> : null}
      {meeting ? (
        <>
          <SeriesNotice meeting={meeting} />
          <InvitationFacts meeting={meeting} />
          <FeatureBadges meeting={meeting} />
        </>
      ) : (
        <StateNotice tone="warning" title={t('page.unavailableTitle')} text={t('page.unavailable')} />
      )}
      <InvitationDetails invitation={invitation} />
    </article>
  );
}
