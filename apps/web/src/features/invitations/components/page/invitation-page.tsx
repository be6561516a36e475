import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isServerError } from '#web/lib/api-client.ts';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useInvitation } from '#web/features/invitations/api/get-invitation.ts';
import { InvitationActions } from './invitation-actions';
import { InvitationCalendar } from './invitation-calendar';
import { InvitationCard } from './invitation-card';
import { InvitationNotFound } from './invitation-not-found';
import type { RenderSignInDialogs, SignInDialog } from './sign-in-dialogs';
import { StateNotice } from './state-notice';

interface InvitationPageProps {
  invitationId: string;
  /**
   * Quick Register and Quick Login for the invited person (the app layer supplies the auth
   * feature's). They are rendered beside the page's actions, not inside the part that changes with
   * signing in, so signing in does not unmount them: Quick Login goes on to its success step
   * instead of vanishing (docs/product.md, 'Quick Register and Quick Login').
   */
  renderSignInDialogs: RenderSignInDialogs;
}

/**
 * /invitation/:invitationId: the invitation and, by its state, sign-in, answer or join
 * (docs/product.md, 'Invitation page').
 */
export function InvitationPage({ invitationId, renderSignInDialogs }: InvitationPageProps) {
  const { t } = useTranslation('invitations');
  const { loading } = useAuth();
  const query = useInvitation(invitationId);
  const [signInDialog, setSignInDialog] = useState<SignInDialog | null>(null);

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
      <StateNotice tone="warning" title={t('page.loadFailed')} text={apiErrorText(query.error)}>
        <Button onClick={() => void query.refetch()}>{t('page.retry')}</Button>
      </StateNotice>
    );
  }
  const invitation = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <InvitationCard
        invitation={invitation}
        actions={<InvitationActions invitation={invitation} onSignIn={setSignInDialog} />}
      />
      <InvitationCalendar invitation={invitation} />
      {renderSignInDialogs({
        open: signInDialog,
        onOpen: setSignInDialog,
        onClose: () => setSignInDialog(null),
        invitee: { name: invitation.inviteeName, email: invitation.inviteeEmail },
      })}
    </div>
  );
}
