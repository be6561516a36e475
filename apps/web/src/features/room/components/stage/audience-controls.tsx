import { Hand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRaiseHand } from '../../hooks/use-raise-hand';

/**
 * What an audience member has where speakers have their microphone, camera and screen: a wide
 * raise-hand button with its words, and what being in the audience means (hidden on a phone, where
 * the bar has no room for it). Nothing here asks for a device.
 */
export function AudienceControls() {
  const { t } = useTranslation('room');
  const { raised, toggle } = useRaiseHand();
  return (
    <>
      <p className="max-w-56 text-xs text-slate-300 max-md:hidden">
        <span className="block font-semibold text-white">{t('stage.youAreAudience')}</span>
        {t('stage.audienceHint')}
      </p>
      <button
        type="button"
        onClick={toggle}
        data-testid="audience-hand"
        className={`inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
          raised ? 'bg-amber-400 text-slate-900 hover:bg-amber-300' : 'bg-indigo-500 text-white hover:bg-indigo-400'
        }`}
      >
        <Hand aria-hidden="true" className="size-5" />
        {t(raised ? 'stage.lowerHand' : 'stage.raiseHand')}
      </button>
    </>
  );
}
