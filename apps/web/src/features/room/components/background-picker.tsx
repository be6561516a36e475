import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BACKGROUND_CHOICES, isBackgroundChoice } from '../core/background/background-choice';
import { useBackground } from '../hooks/use-background';

/**
 * The background choice as a round control beside the microphone and camera buttons, for the
 * pre-join screen: a native select (the browser's own list, a phone's own picker) laid invisibly
 * over an icon, so it takes no height and Join now stays in a phone's view. Indigo while a
 * background is on; its tooltip says when the effect loads or could not start.
 */
export function BackgroundPicker() {
  const { t } = useTranslation('room');
  const background = useBackground();
  if (!background.supported) return null;
  const on = background.choice !== 'none';
  const state = background.unavailable
    ? t('background.unavailable')
    : background.pending
      ? t('background.loading')
      : t(`background.${background.choice}`);
  return (
    <span
      title={`${t('background.label')}: ${state}`}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-white transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-white ${on ? 'bg-indigo-500 hover:bg-indigo-400' : 'bg-slate-700 hover:bg-slate-600'}`}
    >
      <Sparkles aria-hidden="true" className={`size-5 ${background.pending ? 'animate-pulse' : ''}`} />
      <select
        aria-label={t('background.label')}
        aria-busy={background.pending}
        value={background.choice}
        onChange={(event) => {
          if (isBackgroundChoice(event.target.value)) background.setChoice(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
      >
        {BACKGROUND_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`background.${choice}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
