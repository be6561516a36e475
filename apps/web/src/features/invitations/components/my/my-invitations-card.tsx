import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useMyInvitations } from '#web/features/invitations/api/get-my-invitations.ts';
import { InvitationStatusBadge } from '../status-badge';

/**
 * The dashboard's 'My Invitations': invitations the signed-in user received, each linking to its
 * page. `actions` sit beside the title (the dashboard puts 'Invite People' there).
 */
export function MyInvitationsCard({ id, actions }: { id?: string; actions?: ReactNode }) {
  const { t } = useTranslation('invitations');
  const format = useDateFormat();
  const query = useMyInvitations();
  const invitations = query.data;
  return (
    <Card id={id} title={t('my.title')} actions={actions}>
      {invitations ? (
        invitations.length === 0 ? (
          <p className="text-sm text-slate-600">{t('my.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <Link
                  to={paths.invitation.getHref(invitation.id)}
                  className="flex items-center gap-3 rounded-lg py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{invitation.meetingTitle}</span>
                    <span className="block text-xs text-slate-500">
                      {t('my.invited', { date: format.dateTime(invitation.invitedAt) })}
                    </span>
                  </span>
                  <InvitationStatusBadge status={invitation.status} />
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>{t('toast.myFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('my.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('my.loading')}
        </p>
      )}
    </Card>
  );
}
