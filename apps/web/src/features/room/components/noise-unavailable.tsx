import { AudioLines, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoiseSuppression } from '../hooks/use-noise-suppression';

/**
 * Says in the room that noise suppression could not start (the raw microphone goes out instead),
 * with Try again and a way to put the news away. It stays until then rather than a toast that
 * fades: the person should know what the others hear. It comes back if a retry fails again.
 */
export function NoiseUnavailable() {
  const { t } = useTranslation('room');
  const noise = useNoiseSuppression();
  const [dismissed, setDismissed] = useState(false);
  // A retry clears `unavailable`; a failure after it must be shown again even if this one was put away.
  const [shownFor, setShownFor] = useState(noise.unavailable);
  if (shownFor !== noise.unavailable) {
    setShownFor(noise.unavailable);
    setDismissed(false);
  }
  if (!noise.unavailable || dismissed) return null;
  return (
    <div className="pointer-events-auto flex max-w-full items-center gap-2 rounded-full bg-amber-100 py-1 pr-1 pl-4 text-sm text-slate-900">
      <AudioLines aria-hidden="true" className="size-4 shrink-0" />
      <p>{t('banner.noiseUnavailable')}</p>
      <button
        type="button"
        onClick={() => noise.setEnabled(true)}
        className="min-h-11 shrink-0 rounded-full px-3 font-semibold underline hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        {t('banner.noiseRetry')}
      </button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('banner.dismiss')}
        title={t('banner.dismiss')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
