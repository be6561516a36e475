import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { isServerError } from '../../../../lib/api-client';
import { useAuth } from '../../../../lib/auth/auth-provider';
import { useInvitation } from '../../api/get-invitation';
import { InvitationActions } from './invitation-actions';
import { InvitationCard } from './invitation-card';
import { InvitationNotFound } from './invitation-not-found';
import { StateNotice } from './state-notice';

interface InvitationPageProps {
  invitationId: string;
  /** Quick Register / Quick Login for the invited address, shown to a visitor. */
  renderSignIn: (inviteeEmail: string) => ReactNode;
}

/** /invitation/:invitationId: the invitation and, by its state, sign-in, answer or join (spec section 2). */
export function InvitationPage({ invitationId, renderSignIn }: InvitationPageProps) {
  const { t } = useTranslation('invitations');
  const { loading } = useAuth();
  const query = useInvitation(invitationId);

  if (query.isPending || loading) {
    return (
      <p role="status" className="flex flex-col items-center gap-4 py-24 text-slate-600">
        <Spinner size="lg" />
        {t('page.loading')}
      </p>
    );
  }
  if (query.isError) {
    // The server answered (not found, malformed link): the link is no good. No answer at all: try again.
    const serverAnswered = isServerError(query.error);
    if (serverAnswered) return <InvitationNotFound />;
    return (
      <StateNotice tone="warning" title={t('page.loadFailed')} text={query.error.message}>
        <Button onClick={() => void query.refetch()}>{t('page.retry')}</Button>
      </StateNotice>
    );
  }
  const invitation = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <InvitationCard invitation={invitation} />
      <InvitationActions invitation={invitation} signIn={renderSignIn(invitation.inviteeEmail)} />
    </div>
  );
}
