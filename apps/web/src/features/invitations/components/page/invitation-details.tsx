import type { PublicInvitation } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InvitationStatusBadge } from '../status-badge';
import { Fact } from './invitation-facts';

/** Who was invited, the personal message (or the default one) and where the invitation stands. */
export function InvitationDetails({ invitation }: { invitation: PublicInvitation }) {
  const { t } = useTranslation('invitations');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('page.details')}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Fact term={t('page.invitee')}>
          {invitation.inviteeName}
          <span className="block break-all text-slate-600">{invitation.inviteeEmail}</span>
        </Fact>
        <Fact term={t('page.status')}>
          <InvitationStatusBadge status={invitation.status} />
        </Fact>
        <Fact term={t('page.message')} className="sm:col-span-2">
          {/* No message of the organizer's own: the default text, in the reader's language. */}
          <span className="whitespace-pre-line">{invitation.personalMessage ?? t('page.defaultMessage')}</span>
        </Fact>
      </dl>
    </section>
  );
}
