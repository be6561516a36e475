import { useLocation } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { InvitationSuccess } from '#web/features/invitations/components/success/invitation-success.tsx';

/** /invitation-success: shown after an answer; the invitation page passes which one in the history state. */
export default function InvitationSuccessRoute() {
  const state: unknown = useLocation().state;
  const invitationId =
    typeof state === 'object' && state !== null && 'invitationId' in state && typeof state.invitationId === 'string'
      ? state.invitationId
      : undefined;
  return (
    <MainLayout>
      <InvitationSuccess invitationId={invitationId} />
    </MainLayout>
  );
}
