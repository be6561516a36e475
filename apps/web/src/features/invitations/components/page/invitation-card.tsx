import type { PublicInvitation } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { FeatureBadges } from './feature-badges';
import { InvitationDetails } from './invitation-details';
import { InvitationFacts } from './invitation-facts';
import { SeriesNotice } from './series-notice';
import { StateNotice } from './state-notice';

/**
 * The invitation as the invitee reads it; an invitation to a series says so, with its rule and next
 * occurrence, above that occurrence's facts. Without its meeting (it could not be loaded) the card
 * shows what the invitation itself holds and says the rest is unavailable: nothing is made up.
 */
export function InvitationCard({ invitation }: { invitation: PublicInvitation }) {
  const { t } = useTranslation('invitations');
  const { meeting } = invitation;
  return (
    <article className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <header>
        {meeting ? (
          <p className="text-sm font-medium text-indigo-700">{t('page.invitedBy', { name: meeting.organizerName })}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
          {meeting?.title ?? invitation.meetingTitle}
        </h1>
        {meeting?.description ? <p className="mt-2 whitespace-pre-line text-slate-700">{meeting.description}</p> : null}
      </header>
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
