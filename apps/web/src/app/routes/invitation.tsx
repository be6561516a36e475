import { useParams } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { QuickLoginDialog } from '#web/features/auth/components/quick-login-dialog.tsx';
import { QuickRegisterDialog } from '#web/features/auth/components/quick-register-dialog.tsx';
import { InvitationPage } from '#web/features/invitations/components/page/invitation-page.tsx';
import type { SignInDialogsProps } from '#web/features/invitations/components/page/sign-in-dialogs.ts';

/**
 * /invitation/:invitationId (public). Features do not import each other, so the auth feature's
 * Quick Register and Quick Login are joined to the invitation page here. Both start filled in with
 * the invited person, sign in through lib/auth and keep the reader on this page, which then
 * offers the answer or Join.
 */
export default function InvitationRoute() {
  const { invitationId = '' } = useParams();
  return (
    <MainLayout>
      <InvitationPage invitationId={invitationId} renderSignInDialogs={(props) => <SignInDialogs {...props} />} />
    </MainLayout>
  );
}

function SignInDialogs({ open, onOpen, onClose, invitee }: SignInDialogsProps) {
  return (
    <>
      <QuickRegisterDialog
        open={open === 'register'}
        onClose={onClose}
        person={invitee}
        // A registration that comes back without a session (docs/product.md, 'Registration'): sign in next.
        onComplete={(result) => (result.signedIn ? undefined : onOpen('login'))}
      />
      <QuickLoginDialog open={open === 'login'} onClose={onClose} defaultEmail={invitee.email} />
    </>
  );
}
