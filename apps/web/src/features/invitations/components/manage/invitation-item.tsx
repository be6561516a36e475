import type { Invitation } from '@vm/contracts';
import { RotateCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { InvitationStatusBadge } from '../status-badge';

interface InvitationItemProps {
  invitation: Invitation;
  resending: boolean;
  onResend: () => void;
  onCancel: () => void;
}

function Detail({ term, children, clamp = false }: { term: string; children: ReactNode; clamp?: boolean }) {
  return (
    <div className="flex gap-1 text-sm">
      <dt className="shrink-0 font-medium text-slate-600">{term}:</dt>
      {/* Truncated on screen only; the whole text stays in the page for screen readers and the tooltip. */}
      <dd className={`text-slate-800 ${clamp ? 'line-clamp-2' : ''}`} title={clamp ? String(children) : undefined}>
        {children}
      </dd>
    </div>
  );
}

/** One invitation: who, when, the optional phone, message and note, status, and for pending ones Resend and Cancel. */
export function InvitationItem({ invitation, resending, onResend, onCancel }: InvitationItemProps) {
  const { t } = useTranslation('invitations');
  const format = useDateFormat();
  const { inviteeName: name } = invitation;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm break-all text-slate-700">{invitation.inviteeEmail}</p>
        <p className="text-xs text-slate-500">
          <time dateTime={invitation.invitedAt}>
            {t('item.invited', { date: format.dateTime(invitation.invitedAt) })}
          </time>
          {(invitation.sendCount ?? 1) > 1 ? ` · ${t('item.sentTimes', { count: invitation.sendCount })}` : null}
        </p>
        <dl className="space-y-0.5">
          {invitation.inviteePhone ? <Detail term={t('item.phone')}>{invitation.inviteePhone}</Detail> : null}
          {invitation.personalMessage ? (
            <Detail term={t('item.message')} clamp>
              {invitation.personalMessage}
            </Detail>
          ) : null}
          {invitation.responseNote ? <Detail term={t('item.note')}>{invitation.responseNote}</Detail> : null}
        </dl>
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <InvitationStatusBadge status={invitation.status} attended={invitation.attendedAt !== undefined} />
        {invitation.respondedAt ? (
          <time dateTime={invitation.respondedAt} className="text-xs text-slate-500">
            {t('item.responded', { date: format.dateTime(invitation.respondedAt) })}
          </time>
        ) : null}
        {invitation.status === 'pending' ? (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={onResend}
              disabled={resending}
              aria-label={t('item.resendLabel', { name })}
            >
              <RotateCw aria-hidden="true" className={`size-4 ${resending ? 'animate-spin' : ''}`} />
              {t('item.resend')}
            </Button>
            <Button variant="secondary" onClick={onCancel} aria-label={t('item.cancelLabel', { name })}>
              <XCircle aria-hidden="true" className="size-4" />
              {t('item.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
