import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNoiseSuppression } from '../hooks/use-noise-suppression';
import { ControlButton } from './control-button';

/** RNNoise on/off inside the room; the sender's track is swapped without renegotiation. */
export function NoiseToggleButton() {
  const { t } = useTranslation('room');
  const noise = useNoiseSuppression();
  if (!noise.supported) return null;
  return (
    <ControlButton
      tone={noise.enabled ? 'active' : 'neutral'}
      aria-label={t('controls.noise.label')}
      aria-pressed={noise.enabled}
      title={t('controls.noise.label')}
      disabled={noise.pending}
      onClick={() => noise.setEnabled(!noise.enabled)}
    >
      <AudioLines aria-hidden="true" className="size-5" />
    </ControlButton>
  );
}
