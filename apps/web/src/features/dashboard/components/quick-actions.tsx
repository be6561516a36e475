import { CalendarPlus, List, LogIn, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';

/** The tiles' keys (docs/product.md, 'Dashboard shortcuts': plain N, S, J, M outside text fields). */
export const QUICK_ACTION_KEYS = { instant: 'N', schedule: 'S', join: 'J', allMeetings: 'M' } as const;
type Tile = keyof typeof QUICK_ACTION_KEYS;

/**
 * Hides key hints on touch screens (no hover, coarse pointer: a phone or tablet without a mouse),
 * where there is no keyboard to press N, S, J or M on (docs/product.md, 'Dashboard shortcuts').
 */
export const HIDDEN_ON_TOUCH = '[@media(hover:none)_and_(pointer:coarse)]:hidden';

const tileClasses =
  'flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left ' +
  'hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60';
const icons: Record<Tile, LucideIcon> = { instant: Zap, schedule: CalendarPlus, join: LogIn, allMeetings: List };

function TileBody({ tile }: { tile: Tile }) {
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
      <kbd
        title={t('quickActions.shortcut', { key })}
        className={`rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs text-slate-600 ${HIDDEN_ON_TOUCH}`}
      >
        {key}
      </kbd>
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

/** Instant Meeting, Schedule Meeting, Join Meeting and All Meetings, each showing its key. */
export function QuickActions({ onInstant, instantPending, onSchedule, onJoin, id }: QuickActionsProps) {
  const { t } = useTranslation('dashboard');
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
              <TileBody tile={tile} />
            </button>
          </li>
        ))}
        <li>
          <Link
            to={paths.app.meetings.getHref()}
            className={tileClasses}
            aria-keyshortcuts={QUICK_ACTION_KEYS.allMeetings}
          >
            <TileBody tile="allMeetings" />
          </Link>
        </li>
      </ul>
    </Card>
  );
}
