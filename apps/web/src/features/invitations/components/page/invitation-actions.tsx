import type { PublicInvitation } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useNow } from '#web/lib/time/use-now.ts';
import { useInviteeActions } from '#web/features/invitations/hooks/use-invitee-actions.ts';
import { useOwnResponseNote } from '#web/features/invitations/hooks/use-own-response-note.ts';
import { invitationStage } from '#web/features/invitations/utils/invitation-stage.ts';
import { AcceptedCard } from './accepted-card';
import { AccountBar } from './account-bar';
import { JoinPanel } from './join-panel';
import { OtherAddressNotice } from './other-address-notice';
import { RespondPanel } from './respond-panel';
import type { SignInDialog } from './sign-in-dialogs';
import { SignInPrompt } from './sign-in-prompt';
import { StateNotice } from './state-notice';

interface InvitationActionsProps {
  invitation: PublicInvitation;
  /** Opens Quick Register or Quick Login (rendered by the page, so they outlive a sign-in). */
  onSignIn: (dialog: SignInDialog) => void;
}

/** The part of the page that depends on the invitation's state, the reader's sign-in and the clock. */
export function InvitationActions({ invitation, onSignIn }: InvitationActionsProps) {
  const { t } = useTranslation('invitations');
  const { user, logout } = useAuth();
  // Every 15 s, so the Join button appears on its own as the start comes within 30 minutes.
  const now = useNow(15_000);
  const actions = useInviteeActions(invitation);
  const [changing, setChanging] = useState(false);
  const stage = invitationStage(invitation, now, user?.email ?? null);
  const note = useOwnResponseNote(invitation.id, stage.kind === 'accepted');

  switch (stage.kind) {
    case 'meetingUnavailable':
      return null;
    case 'cancelled':
    case 'expired':
    case 'ended':
      return <StateNotice tone="over" title={t(`state.${stage.kind}Title`)} text={t(`state.${stage.kind}`)} />;
    case 'signedOut':
      return (
        <SignInPrompt
          inviteeEmail={invitation.inviteeEmail}
          onRegister={() => onSignIn('register')}
          onLogin={() => onSignIn('login')}
        />
      );
    case 'otherAddress':
      return (
        <OtherAddressNotice
          email={user?.email ?? ''}
          inviteeEmail={invitation.inviteeEmail}
          onSwitch={async () => {
            await logout();
            onSignIn('login');
          }}
        />
      );
  }
  return (
    <div className="space-y-4">
      <AccountBar email={user?.email ?? ''} onSignOut={() => void logout()} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        {stage.kind === 'startingSoon' || stage.kind === 'ongoing' ? (
          <JoinPanel stage={stage} onJoin={actions.join} />
        ) : stage.kind === 'accepted' && !changing ? (
          <AcceptedCard note={note} onChange={() => setChanging(true)} />
        ) : (
          <RespondPanel status={invitation.status} onSubmit={actions.answer} />
        )}
      </div>
    </div>
  );
}
