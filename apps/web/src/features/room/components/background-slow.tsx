import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBackground } from '../hooks/use-background';

/**
 * Says in the room that this device cannot keep up with the background effect (frames have taken
 * longer than the frame interval for a few seconds), with the way out: turning it off. It goes away
 * by itself when the machine catches up.
 */
export function BackgroundSlow() {
  const { t } = useTranslation('room');
  const background = useBackground();
  if (!background.slow || background.choice === 'none') return null;
  return (
    <div className="pointer-events-auto flex max-w-full items-center gap-2 rounded-full bg-amber-100 py-1 pr-1 pl-4 text-sm text-slate-900">
      <Gauge aria-hidden="true" className="size-4 shrink-0" />
      <p>{t('background.slow')}</p>
      <button
        type="button"
        onClick={() => background.setChoice('none')}
        className="min-h-11 shrink-0 rounded-full px-3 font-semibold underline hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        {t('background.turnOff')}
      </button>
    </div>
  );
}
