import type { InvitationStats } from '@vm/contracts';
import { CheckCircle2, Clock, Mail, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TILES: { key: 'total' | 'pending' | 'accepted' | 'declined'; Icon: LucideIcon; tone: string }[] = [
  { key: 'total', Icon: Mail, tone: 'text-indigo-600' },
  { key: 'pending', Icon: Clock, tone: 'text-orange-600' },
  { key: 'accepted', Icon: CheckCircle2, tone: 'text-emerald-600' },
  { key: 'declined', Icon: XCircle, tone: 'text-red-600' },
];

/** Total Invitations, Pending, Accepted and Declined, each with its line under it. */
export function StatTiles({ stats }: { stats: InvitationStats }) {
  const { t } = useTranslation('invitations');
  return (
    <ul aria-label={t('stats.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {TILES.map(({ key, Icon, tone }) => (
        <li key={key} className="flex items-start justify-between rounded-xl border border-slate-200 p-4">
          <div>
            <p className="text-sm font-medium text-slate-600">{t(`stats.${key}`)}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{stats[key]}</p>
            <p className="text-xs text-slate-500">{t(`stats.${key}Hint`)}</p>
          </div>
          <Icon aria-hidden="true" className={`size-5 ${tone}`} />
        </li>
      ))}
    </ul>
  );
}
