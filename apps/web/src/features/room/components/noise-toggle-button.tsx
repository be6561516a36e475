import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNoiseSuppression } from '../hooks/use-noise-suppression';
import { ControlButton } from './control-button';

/**
 * RNNoise on/off inside the room; the sender's track is swapped without renegotiation. Pressed
 * only while it is wanted and not failed; after a failure a press tries again.
 */
export function NoiseToggleButton() {
  const { t } = useTranslation('room');
  const noise = useNoiseSuppression();
  if (!noise.supported) return null;
  const title = noise.unavailable ? t('controls.noise.unavailable') : t('controls.noise.label');
  return (
    <ControlButton
      tone={noise.enabled ? 'active' : 'neutral'}
      aria-label={t('controls.noise.label')}
      aria-pressed={noise.enabled}
      aria-busy={noise.pending}
      title={title}
      disabled={noise.pending}
      onClick={() => noise.setEnabled(!noise.enabled)}
    >
      <AudioLines aria-hidden="true" className="size-5" />
      {noise.unavailable ? (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-amber-400" />
      ) : null}
    </ControlButton>
  );
}
