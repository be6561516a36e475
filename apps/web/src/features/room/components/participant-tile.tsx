import type { Participant } from '@vm/contracts';
import type { Ref } from 'react';
import { Hand, MicOff, Pin, PinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './avatar';
import { VideoTrack } from './video-track';

export interface ParticipantTileProps {
  participant: Participant;
  source: 'camera' | 'screen';
  track: MediaStreamTrack | null;
  isSelf: boolean;
  speaking: boolean;
  pinned: boolean;
  onTogglePin: () => void;
  /** The tile's outer element, measured for the simulcast layer its camera needs. */
  ref?: Ref<HTMLElement>;
}

/** One person's camera (or their initials) or their shared screen, with name, mute and hand. */
export function ParticipantTile({
  participant,
  source,
  track,
  isSelf,
  speaking,
  pinned,
  onTogglePin,
  ref,
}: ParticipantTileProps) {
  const { t } = useTranslation('room');
  const name = isSelf ? t('tile.you', { name: participant.name }) : participant.name;
  const isScreen = source === 'screen';
  const title = isScreen ? t('tile.screenOf', { name: participant.name }) : name;
  const showVideo = track !== null && (isScreen || !participant.videoMuted);
  return (
    <figure
      ref={ref}
      aria-label={title}
      className={`group relative flex size-full items-center justify-center overflow-hidden rounded-xl bg-slate-800 ring-2 ${
        speaking && !isScreen ? 'ring-emerald-400' : 'ring-transparent'
      }`}
    >
      {showVideo && track ? (
        <VideoTrack track={track} label={title} mirrored={isSelf && !isScreen} fit={isScreen ? 'contain' : 'cover'} />
      ) : (
        <Avatar name={participant.name} />
      )}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[85%] items-center gap-1.5 rounded-md bg-black/60 px-2 py-1 text-xs text-white">
        {!isScreen && participant.audioMuted ? (
          <MicOff aria-label={t('tile.muted')} className="size-3.5 shrink-0" />
        ) : null}
        <span className="truncate">{title}</span>
        {/* A guest's name is whatever they typed: marked, so nobody passes for the host (decision record 050). */}
        {participant.role === 'guest' && !isScreen ? (
          <span className="shrink-0 rounded bg-amber-200 px-1 text-[11px] font-semibold text-slate-900">
            {t('tile.guest')}
          </span>
        ) : null}
        {speaking && !isScreen ? <span className="sr-only">{t('tile.speaking')}</span> : null}
      </figcaption>
      {participant.handRaised && !isScreen ? (
        <span
          className="absolute top-2 left-2 rounded-full bg-amber-400 p-1.5 text-slate-900"
          title={t('tile.handRaised')}
        >
          <Hand aria-label={t('tile.handRaised')} className="size-4" />
        </span>
      ) : null}
      <button
        type="button"
        onClick={onTogglePin}
        aria-pressed={pinned}
        aria-label={t(pinned ? 'tile.unpin' : 'tile.pin', { name: title })}
        title={t(pinned ? 'tile.unpin' : 'tile.pin', { name: title })}
        // A 44x44 touch target around a small dot; shown on hover or focus, and always on touch screens,
        // which have no hover.
        className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-full text-white opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white aria-pressed:opacity-100 pointer-coarse:opacity-100"
      >
        <span className="rounded-full bg-black/60 p-1.5">
          {pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
        </span>
      </button>
    </figure>
  );
}
