import type { Recording } from '@vm/contracts';
import { Download, Play, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { clockDuration } from '#web/lib/time/durations.ts';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { formatFileSize } from '../utils/file-size';
import { downloadHref } from '../utils/recording-links';
import { RecordingPlayer } from './recording-player';
import { RecordingStatusBadge } from './recording-status-badge';

interface RecordingItemProps {
  recording: Recording;
  /** The link this recording plays from while its player is open (one at a time), else null. */
  playingSrc: string | null;
  onPlay: (recording: Recording) => void;
  onClosePlayer: () => void;
  onDelete: (recording: Recording, startedAtText: string) => void;
}

/**
 * One recording: its status, when it started, how long and how big it is; Play (inline),
 * Download and Delete once it is ready, Delete alone when it failed. Each action's name says which
 * recording it acts on, since a list has many of them.
 */
export function RecordingItem({ recording, playingSrc, onPlay, onClosePlayer, onDelete }: RecordingItemProps) {
  const { t, i18n } = useTranslation('recordings');
  const format = useDateFormat();
  const playerId = useId();
  const time = format.dateTime(recording.startedAt);
  const { status, durationSeconds, sizeBytes, downloadUrl } = recording;
  const playable = status === 'ready' && downloadUrl !== null;
  const hint = status === 'ready' ? null : t(`hint.${status}`);
  const playing = playingSrc !== null;

  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="recording-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <RecordingStatusBadge status={status} />
            <time dateTime={recording.startedAt} className="text-sm font-semibold text-slate-900">
              {time}
            </time>
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {durationSeconds !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">{t('duration')}</dt>
                <dd className="font-medium text-slate-800 tabular-nums">{clockDuration(durationSeconds)}</dd>
              </div>
            ) : null}
            {sizeBytes !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">{t('size')}</dt>
                <dd className="font-medium text-slate-800">
                  {formatFileSize(sizeBytes, i18n.resolvedLanguage ?? i18n.language)}
                </dd>
              </div>
            ) : null}
          </dl>
          {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {playable ? (
            <>
              <Button
                variant="secondary"
                aria-label={t(playing ? 'actions.closePlayerLabel' : 'actions.playLabel', { time })}
                aria-expanded={playing}
                aria-controls={playing ? playerId : undefined}
                onClick={() => (playing ? onClosePlayer() : onPlay(recording))}
              >
                {playing ? <X aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
                {t(playing ? 'actions.closePlayer' : 'actions.play')}
              </Button>
              <a
                href={downloadHref(downloadUrl)}
                download
                aria-label={t('actions.downloadLabel', { time })}
                className={buttonClasses('secondary')}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('actions.download')}
              </a>
            </>
          ) : null}
          {status === 'ready' || status === 'failed' ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              aria-label={t('actions.deleteLabel', { time })}
              onClick={() => onDelete(recording, time)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('actions.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      {playingSrc !== null ? <RecordingPlayer id={playerId} src={playingSrc} label={t('player', { time })} /> : null}
    </li>
  );
}
