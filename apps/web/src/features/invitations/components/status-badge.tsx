import type { InvitationStatus } from '@vm/contracts';
import { useTranslation } from 'react-i18next';

// The colours of docs/product.md, 'Invitation status': orange pending, green accepted, red declined,
// grey cancelled, yellow expired. The word carries the meaning; the colour only helps the eye.
const tones: Record<InvitationStatus, string> = {
  pending: 'bg-orange-100 text-orange-800',
  accepted: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
  expired: 'bg-yellow-100 text-yellow-900',
};

/**
 * The invitation's status, or 'Attended' (blue) for an invitee who came, whatever they answered
 * (docs/product.md, 'Invitation status'); the status itself stays in `data-status`.
 */
export function InvitationStatusBadge({ status, attended = false }: { status: InvitationStatus; attended?: boolean }) {
  const { t } = useTranslation('invitations');
  return (
    <span
      data-status={status}
      data-attended={attended || undefined}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${attended ? 'bg-sky-100 text-sky-800' : tones[status]}`}
    >
      {attended ? t('status.attended') : t(`status.${status}`)}
    </span>
  );
}
