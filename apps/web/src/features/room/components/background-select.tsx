import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '#web/components/ui/select.tsx';
import { BACKGROUND_CHOICES, isBackgroundChoice } from '../core/background/background-choice';
import { useBackground } from '../hooks/use-background';

/**
 * "Background": none, blur or one of our pictures, in the device settings (so on the pre-join
 * screen and in the room). The preview shows the effect as soon as it runs.
 */
export function BackgroundSelect() {
  const { t } = useTranslation('room');
  const id = useId();
  const hintId = `${id}-hint`;
  const background = useBackground();
  const hint = !background.supported
    ? t('background.unsupported')
    : background.unavailable
      ? t('background.unavailable')
      : background.pending
        ? t('background.loading')
        : t('background.hint');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('background.label')}
      </label>
      <Select
        id={id}
        value={background.choice}
        disabled={!background.supported}
        aria-describedby={hintId}
        aria-busy={background.pending}
        onChange={(event) => {
          if (isBackgroundChoice(event.target.value)) background.setChoice(event.target.value);
        }}
      >
        {BACKGROUND_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`background.${choice}`)}
          </option>
        ))}
      </Select>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
