import { useTranslation } from 'react-i18next';
import { useLocalMedia, useLocalMediaState } from '../../context/local-media-context';
import { canChooseSpeaker, useDevices } from '../../hooks/use-devices';
import { DeviceSelect } from '../device-select';

/**
 * Settings for an audience member: only where the sound plays. Camera and microphone are not
 * offered (nor captured) until the host invites them to the stage.
 */
export function AudienceSettings() {
  const { t } = useTranslation('room');
  const media = useLocalMedia();
  const speakerId = useLocalMediaState((state) => state.speakerId);
  const devices = useDevices('audience');
  return (
    <div className="space-y-3 p-4">
      <p className="text-sm text-slate-600">{t('stage.settingsNote')}</p>
      {canChooseSpeaker() ? (
        <DeviceSelect
          label={t('prejoin.speaker')}
          kindName={t('prejoin.speaker')}
          devices={devices.speakers}
          value={speakerId}
          onChange={(id) => media.setSpeaker(id)}
        />
      ) : null}
    </div>
  );
}
