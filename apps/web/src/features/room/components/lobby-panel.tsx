import type { LobbyEntry } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { RoleBadge } from './role-badge';

interface LobbyPanelProps {
  entries: readonly LobbyEntry[];
  onAdmit: (id: string) => void;
  onDeny: (id: string) => void;
}

/** The host's list of people waiting to be let in, each with Admit and Deny. */
export function LobbyPanel({ entries, onAdmit, onDeny }: LobbyPanelProps) {
  const { t } = useTranslation('room');
  const format = useDateFormat();
  if (entries.length === 0) return <p className="p-4 text-sm text-slate-500">{t('lobby.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-2 p-4">
          <div className="text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <span className="min-w-0 truncate">{entry.name}</span>
              <RoleBadge role={entry.role} />
            </p>
            <p className="text-slate-600">{entry.email}</p>
            <p className="text-xs text-slate-500">{t('lobby.waitingSince', { time: format.time(entry.since) })}</p>
          </div>
          <div className="flex gap-2">
            <Button
              className="min-h-11"
              onClick={() => onAdmit(entry.id)}
              aria-label={t('lobby.admit', { name: entry.name })}
            >
              {t('lobby.admitShort')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => onDeny(entry.id)}
              aria-label={t('lobby.deny', { name: entry.name })}
            >
              {t('lobby.denyShort')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
