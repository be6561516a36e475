import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocalMediaState } from '../context/local-media-context';
import { Avatar } from './avatar';
import { VideoTrack } from './video-track';

/** My camera as the others will see it (mirrored for me), or my initials while it is off. */
export function CameraPreview({ name }: { name: string }) {
  const { t } = useTranslation('room');
  const camera = useLocalMediaState((state) => state.camera);
  const ready = useLocalMediaState((state) => state.ready);
  // What goes out: with the chosen background once it runs.
  const published = useLocalMediaState((state) => state.publishedVideo);
  const on = camera.enabled && camera.track !== null;
  return (
    <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-slate-800">
      {on && published ? (
        <VideoTrack track={published} mirrored label={t('prejoin.preview')} />
      ) : ready ? (
        <div className="flex flex-col items-center gap-3 text-slate-200">
          <Avatar name={name} />
          <p className="text-sm">{t('prejoin.cameraOff')}</p>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-200">
          <Spinner size="sm" />
          {t('prejoin.startingDevices')}
        </p>
      )}
    </div>
  );
}
