import { CircleHelp, Compass, RotateCcw, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import type { Guide } from '#web/features/dashboard/hooks/use-guide.ts';
import { useTouchOnly } from '../../hooks/use-touch-only';
import { QUICK_ACTION_KEYS } from '../quick-actions';

// Floating buttons covered the dashboard's text wherever they stood (Recent Activity on a laptop,
// the statistics on a phone; docs/product.md, 'Guided tour'). So they float only in the empty margin right of
// the content, as a column of round icon buttons, when the window is wide enough for one: the
// content is at most 72rem (1152 px) wide, and the column needs 2.75rem plus 1rem on each side,
// with room for a scrollbar. Narrower windows show them as a row at the end of the dashboard.
const tools =
  'flex flex-wrap justify-end gap-2 ' +
  'min-[1320px]:fixed min-[1320px]:right-4 min-[1320px]:bottom-4 min-[1320px]:z-30 min-[1320px]:flex-col';
const tool =
  'inline-flex items-center justify-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold ' +
  'text-slate-800 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 ' +
  'focus-visible:outline-indigo-600 min-[1320px]:size-11 min-[1320px]:p-0';
// In the margin column the name is read out and shown as a tooltip, not printed.
const toolLabel = 'min-[1320px]:sr-only';

interface ToolButtonProps {
  Icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** A longer name for screen readers, when the label alone does not say enough. */
  ariaLabel?: string;
}

function ToolButton({ Icon, label, onClick, ariaLabel }: ToolButtonProps) {
  return (
    <button type="button" className={tool} onClick={onClick} title={label} aria-label={ariaLabel}>
      <Icon aria-hidden="true" className="size-4" />
      <span className={toolLabel}>{label}</span>
    </button>
  );
}

/** The Start Tour / Restart Tour, Help and Reset buttons, and the Help dialog. */
export function TourLauncher({ guide }: { guide: Guide }) {
  const { t } = useTranslation('dashboard');
  const [helpOpen, setHelpOpen] = useState(false);
  const touchOnly = useTouchOnly();
  if (guide.mode === 'touring') return null;
  return (
    <>
      <div role="group" aria-label={t('tour.tools')} className={tools}>
        <ToolButton
          Icon={Compass}
          label={guide.completed ? t('tour.restartTour') : t('tour.startTour')}
          onClick={guide.start}
        />
        <ToolButton Icon={CircleHelp} label={t('tour.help')} onClick={() => setHelpOpen(true)} />
        <ToolButton Icon={RotateCcw} label={t('tour.reset')} onClick={guide.reset} ariaLabel={t('tour.resetLabel')} />
      </div>
      <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} title={t('tour.helpTitle')}>
        {/* Key shortcuts mean nothing on a touch screen without a keyboard. */}
        {touchOnly ? null : (
          <div>
            <p className="text-sm text-slate-700">{t('tour.helpShortcuts')}</p>
            <ul className="mt-2 mb-3 space-y-1 text-sm text-slate-700">
              {Object.entries(QUICK_ACTION_KEYS).map(([tile, key]) => (
                <li key={tile}>
                  <kbd className="mr-2 rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">{key}</kbd>
                  {t(`quickActions.${tile as keyof typeof QUICK_ACTION_KEYS}`)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-slate-600">{t('tour.helpTour')}</p>
      </Dialog>
    </>
  );
}
