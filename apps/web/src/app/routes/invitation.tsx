import { useState } from 'react';
import { useParams } from 'react-router';
import { MainLayout } from '../../components/layouts/main-layout';
import { QuickLoginDialog } from '../../features/auth/components/quick-login-dialog';
import { QuickRegisterDialog } from '../../features/auth/components/quick-register-dialog';
import { InvitationPage } from '../../features/invitations/components/page/invitation-page';
import { SignInPrompt } from '../../features/invitations/components/page/sign-in-prompt';

/**
 * /invitation/:invitationId (public). Features do not import each other, so the auth feature's
 * Quick Register and Quick Login are joined to the invitation page here. Both sign in through
 * lib/auth and keep the reader on this page, which then offers the answer or Join.
 */
export default function InvitationRoute() {
  const { invitationId = '' } = useParams();
  return (
    <MainLayout>
      <InvitationPage
        invitationId={invitationId}
        renderSignIn={(inviteeEmail) => <InvitationSignIn inviteeEmail={inviteeEmail} />}
      />
    </MainLayout>
  );
}

function InvitationSignIn({ inviteeEmail }: { inviteeEmail: string }) {
  const [open, setOpen] = useState<'register' | 'login' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <SignInPrompt
        inviteeEmail={inviteeEmail}
        onRegister={() => setOpen('register')}
        onLogin={() => setOpen('login')}
      />
      <QuickRegisterDialog
        open={open === 'register'}
        onClose={close}
        // A registration that comes back without a session (the spec allows it): sign in next.
        onComplete={(result) => (result.signedIn ? undefined : setOpen('login'))}
      />
      <QuickLoginDialog open={open === 'login'} onClose={close} />
    </>
  );
}
