import { CalendarPlus, List, LogIn, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useTouchOnly } from '../hooks/use-touch-only';

/** The tiles' keys (docs/product.md, 'Dashboard shortcuts': plain N, S, J, M outside text fields). */
export const QUICK_ACTION_KEYS = { instant: 'N', schedule: 'S', join: 'J', allMeetings: 'M' } as const;
type Tile = keyof typeof QUICK_ACTION_KEYS;

const tileClasses =
  'flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left ' +
  'hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60';
const icons: Record<Tile, LucideIcon> = { instant: Zap, schedule: CalendarPlus, join: LogIn, allMeetings: List };

function TileBody({ tile, touchOnly }: { tile: Tile; touchOnly: boolean }) {
  const { t } = useTranslation('dashboard');
  const Icon = icons[tile];
  const key = QUICK_ACTION_KEYS[tile];
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t(`quickActions.${tile}`)}</span>
        <span className="block text-xs text-slate-600">{t(`quickActions.${tile}Hint`)}</span>
      </span>
      {/* No key hints on a touch screen: there is no keyboard to press them on. */}
      {touchOnly ? null : (
        <kbd
          title={t('quickActions.shortcut', { key })}
          className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs text-slate-600"
        >
          {key}
        </kbd>
      )}
    </>
  );
}

interface QuickActionsProps {
  onInstant: () => void;
  instantPending: boolean;
  onSchedule: () => void;
  onJoin: () => void;
  id?: string;
}

/** Instant Meeting, Schedule Meeting, Join Meeting and All Meetings, each showing its key (not on touch screens). */
export function QuickActions({ onInstant, instantPending, onSchedule, onJoin, id }: QuickActionsProps) {
  const { t } = useTranslation('dashboard');
  const touchOnly = useTouchOnly();
  const buttons: [Tile, () => void, boolean][] = [
    ['instant', onInstant, instantPending],
    ['schedule', onSchedule, false],
    ['join', onJoin, false],
  ];
  return (
    <Card id={id} title={t('quickActions.title')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {buttons.map(([tile, onClick, disabled]) => (
          <li key={tile}>
            <button
              type="button"
              className={tileClasses}
              onClick={onClick}
              disabled={disabled}
              aria-keyshortcuts={QUICK_ACTION_KEYS[tile]}
            >
              <TileBody tile={tile} touchOnly={touchOnly} />
            </button>
          </li>
        ))}
        <li>
          <Link
            to={paths.app.meetings.getHref()}
            className={tileClasses}
            aria-keyshortcuts={QUICK_ACTION_KEYS.allMeetings}
          >
            <TileBody tile="allMeetings" touchOnly={touchOnly} />
          </Link>
        </li>
      </ul>
    </Card>
  );
}
