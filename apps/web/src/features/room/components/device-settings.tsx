import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import { useLocalMedia, useLocalMediaState } from '../context/local-media-context';
import { canChooseSpeaker, useDevices } from '../hooks/use-devices';
import { useNoiseSuppression } from '../hooks/use-noise-suppression';
import { BackgroundSelect } from './background-select';
import { DeviceSelect } from './device-select';
import { MicLevelMeter } from './mic-level-meter';

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
  const speakerId = useLocalMediaState((state) => state.speakerId);
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
      {canChooseSpeaker() ? (
        <DeviceSelect
          label={t('prejoin.speaker')}
          kindName={t('prejoin.speaker')}
          devices={devices.speakers}
          value={speakerId}
          onChange={(id) => media.setSpeaker(id)}
        />
      ) : devices.speakers.length > 0 ? (
        <p className="text-xs text-slate-500">{t('prejoin.speakerUnsupported')}</p>
      ) : null}
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
