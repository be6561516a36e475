import { useTranslation } from 'react-i18next';
import { useAudioLevel } from '../hooks/use-audio-level';

/** A bar that moves with the microphone's loudness, so people see that it hears them. */
export function MicLevelMeter({ track }: { track: MediaStreamTrack | null }) {
  const { t } = useTranslation('room');
  const level = useAudioLevel(track);
  return (
    <div
      role="meter"
      aria-label={t('prejoin.microphoneLevel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={level}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-emerald-500 transition-[width] duration-100" style={{ width: `${level}%` }} />
    </div>
  );
}
