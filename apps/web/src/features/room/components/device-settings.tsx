import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import { useLocalMedia, useLocalMediaState } from '../context/local-media-context';
import { useDevices } from '../hooks/use-devices';
import { useNoiseSuppression } from '../hooks/use-noise-suppression';
import { BackgroundSelect } from './background-select';
import { DeviceSelect } from './device-select';
import { MicLevelMeter } from './mic-level-meter';
import { SpeakerSelect } from './speaker-select';

/**
 * Camera (with its background), microphone (with its level) and speaker choice, and the noise
 * suppression switch. The pre-join screen leaves the background out (`background={false}`): it has
 * its own compact control there, so Join now stays in a phone's view.
 */
export function DeviceSettings({ background = true }: { background?: boolean }) {
  const { t } = useTranslation('room');
  const media = useLocalMedia();
  const camera = useLocalMediaState((state) => state.camera);
  const microphone = useLocalMediaState((state) => state.microphone);
  // Listed again once capture starts: only then do browsers reveal labels and ids.
  const devices = useDevices(`${camera.track?.id}|${microphone.track?.id}`);
  const noise = useNoiseSuppression();
  return (
    <div className="space-y-3 md:space-y-4">
      <DeviceSelect
        label={t('prejoin.camera')}
        kindName={t('prejoin.camera')}
        devices={devices.cameras}
        value={camera.deviceId}
        disabled={camera.pending}
        onChange={(id) => void media.selectDevice('camera', id)}
      />
      {background ? <BackgroundSelect /> : null}
      <DeviceSelect
        label={t('prejoin.microphone')}
        kindName={t('prejoin.microphone')}
        devices={devices.microphones}
        value={microphone.deviceId}
        disabled={microphone.pending}
        onChange={(id) => void media.selectDevice('microphone', id)}
      />
      {microphone.track ? <MicLevelMeter track={microphone.enabled ? microphone.track : null} /> : null}
      <SpeakerSelect speakers={devices.speakers} explainUnsupported />
      <Switch
        checked={noise.enabled}
        onCheckedChange={noise.setEnabled}
        disabled={!noise.supported || noise.pending}
        label={t('prejoin.noiseSuppression')}
        hint={
          !noise.supported
            ? t('prejoin.noiseUnsupported')
            : noise.unavailable
              ? t('prejoin.noiseUnavailable')
              : t('prejoin.noiseHint')
        }
      />
    </div>
  );
}
