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

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('invitations');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
