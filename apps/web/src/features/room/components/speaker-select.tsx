import { useTranslation } from 'react-i18next';
import { useLocalMedia, useLocalMediaState } from '../context/local-media-context';
import { canChooseSpeaker } from '../hooks/use-devices';
import { DeviceSelect } from './device-select';

interface SpeakerSelectProps {
  speakers: MediaDeviceInfo[];
  /** Where the browser cannot choose the output: say so (when there are outputs to choose from). */
  explainUnsupported?: boolean;
}

/** Where the room's sound plays, in the browsers that let a page choose it (setSinkId). */
export function SpeakerSelect({ speakers, explainUnsupported = false }: SpeakerSelectProps) {
  const { t } = useTranslation('room');
  const media = useLocalMedia();
  const speakerId = useLocalMediaState((state) => state.speakerId);
  if (canChooseSpeaker()) {
    return (
      <DeviceSelect
        label={t('prejoin.speaker')}
        kindName={t('prejoin.speaker')}
        devices={speakers}
        value={speakerId}
        onChange={(id) => media.setSpeaker(id)}
      />
    );
  }
  return explainUnsupported && speakers.length > 0 ? (
    <p className="text-xs text-slate-500">{t('prejoin.speakerUnsupported')}</p>
  ) : null;
}
