import { Send, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMeetingInvitations } from '#web/features/invitations/api/get-meeting-invitations.ts';
import { BulkInviteDialog } from '../bulk/bulk-invite-dialog';
import { SendInvitationDialog } from '../form/send-invitation-dialog';
import { InvitationList } from './invitation-list';

interface InvitationManagementProps {
  meeting: { id: string; title: string };
  /** An ended meeting takes no new invitations (the server refuses them). */
  canInvite?: boolean;
}

/**
 * Invitation Management (docs/product.md, 'Meeting detail'): Send Invitation, Bulk Invite and the list,
 * polled every 15 s.
 */
export function InvitationManagement({ meeting, canInvite = true }: InvitationManagementProps) {
  const { t } = useTranslation('invitations');
  const query = useMeetingInvitations(meeting.id);
  const [dialog, setDialog] = useState<'send' | 'bulk' | null>(null);
  const close = () => setDialog(null);
  const invitations = query.data;

  return (
    <Card
      title={t('manage.title')}
      actions={
        canInvite ? (
          <>
            <Button onClick={() => setDialog('send')}>
              <Send aria-hidden="true" className="size-4" />
              {t('manage.send')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('bulk')}>
              <Users aria-hidden="true" className="size-4" />
              {t('manage.bulk')}
            </Button>
          </>
        ) : null
      }
    >
      {invitations ? (
        <>
          <div className="mb-3 flex items-center gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{t('manage.listLabel')}</h3>
            <Badge tone="indigo">{t('manage.total', { count: invitations.length })}</Badge>
          </div>
          {invitations.length === 0 ? (
            <p className="text-sm text-slate-600">{t('manage.empty')}</p>
          ) : (
            <InvitationList invitations={invitations} />
          )}
        </>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('toast.listFailed')}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('manage.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('manage.loading')}
        </p>
      )}
      <SendInvitationDialog open={dialog === 'send'} onClose={close} meeting={meeting} />
      <BulkInviteDialog open={dialog === 'bulk'} onClose={close} meetingId={meeting.id} />
    </Card>
  );
}
