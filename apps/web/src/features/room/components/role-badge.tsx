import type { JoinRole } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';

const tone = { host: 'indigo', invitee: 'slate', guest: 'amber' } as const;

/**
 * How someone came in: Host, Invited or Guest. Always shown, for guests above all: a guest's name is
 * whatever they typed, and must not pass for the host's (decision record 050).
 */
export function RoleBadge({ role }: { role: JoinRole }) {
  const { t } = useTranslation('room');
  return <Badge tone={tone[role]}>{t(`people.roles.${role}`)}</Badge>;
}
