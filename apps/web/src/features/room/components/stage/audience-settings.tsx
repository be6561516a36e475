import { useTranslation } from 'react-i18next';
import { useDevices } from '../../hooks/use-devices';
import { SpeakerSelect } from '../speaker-select';

/**
 * Settings for an audience member: only where the sound plays. Camera and microphone are not
 * offered (nor captured) until the host invites them to the stage.
 */
export function AudienceSettings() {
  const { t } = useTranslation('room');
  const devices = useDevices('audience');
  return (
    <div className="space-y-3 p-4">
      <p className="text-sm text-slate-600">{t('stage.settingsNote')}</p>
      <SpeakerSelect speakers={devices.speakers} />
    </div>
  );
}
