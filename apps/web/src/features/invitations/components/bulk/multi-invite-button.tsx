import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { MultiInviteDialog, type MeetingChoice } from './multi-invite-dialog';

/** 'Invite People' on the dashboard: opens the multi-invitee dialog for a meeting of the user's choice. */
export function MultiInviteButton({ meetings }: { meetings: MeetingChoice[] }) {
  const { t } = useTranslation('invitations');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('bulk.open')}
      </Button>
      <MultiInviteDialog open={open} onClose={() => setOpen(false)} meetings={meetings} />
    </>
  );
}
