import { CircleHelp, Compass, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import type { Guide } from '../../hooks/use-guide';
import { QUICK_ACTION_KEYS } from '../quick-actions';

const floating =
  'inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-lg ' +
  'ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The floating Start Tour / Restart Tour, Help and Reset buttons, and the Help dialog. */
export function TourLauncher({ guide }: { guide: Guide }) {
  const { t } = useTranslation('dashboard');
  const [helpOpen, setHelpOpen] = useState(false);
  if (guide.mode === 'touring') return null;
  return (
    <>
      <div
        role="group"
        aria-label={t('tour.tools')}
        className="fixed right-4 bottom-4 z-30 flex flex-wrap justify-end gap-2"
      >
        <button type="button" className={floating} onClick={guide.start}>
          <Compass aria-hidden="true" className="size-4" />
          {guide.completed ? t('tour.restartTour') : t('tour.startTour')}
        </button>
        <button type="button" className={floating} onClick={() => setHelpOpen(true)}>
          <CircleHelp aria-hidden="true" className="size-4" />
          {t('tour.help')}
        </button>
        <button type="button" className={floating} onClick={guide.reset} aria-label={t('tour.resetLabel')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('tour.reset')}
        </button>
      </div>
      <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} title={t('tour.helpTitle')}>
        <p className="text-sm text-slate-700">{t('tour.helpShortcuts')}</p>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {Object.entries(QUICK_ACTION_KEYS).map(([tile, key]) => (
            <li key={tile}>
              <kbd className="mr-2 rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">{key}</kbd>
              {t(`quickActions.${tile as keyof typeof QUICK_ACTION_KEYS}`)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{t('tour.helpTour')}</p>
      </Dialog>
    </>
  );
}
