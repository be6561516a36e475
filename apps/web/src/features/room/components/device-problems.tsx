import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalMediaState } from '../context/local-media-context';

/**
 * Says plainly why the camera or microphone is missing (blocked, none, busy, unsupported) and that
 * joining works anyway, to see and hear the others.
 */
export function DeviceProblems() {
  const { t } = useTranslation('room');
  const camera = useLocalMediaState((state) => state.camera.problem);
  const microphone = useLocalMediaState((state) => state.microphone.problem);
  if (!camera && !microphone) return null;
  const shared = camera === microphone && (camera === 'blocked' || camera === 'unsupported');
  const lines = shared
    ? [t(`prejoin.problems.${camera}`)]
    : [
        camera ? t(`prejoin.problems.camera.${camera}`) : null,
        microphone ? t(`prejoin.problems.microphone.${microphone}`) : null,
      ].filter((line): line is string => line !== null);
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="space-y-1">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {camera && microphone ? <p>{t('prejoin.receiveOnly')}</p> : null}
      </div>
    </div>
  );
}
