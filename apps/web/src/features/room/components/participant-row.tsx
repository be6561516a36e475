import type { Participant } from '@vm/contracts';
import { ArrowDownToLine, Hand, MicOff, UserMinus, VideoOff, Waypoints } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from './role-badge';

interface ParticipantRowProps {
  participant: Participant;
  isSelf: boolean;
  hostActions: boolean;
  /** Called with this row's person: one stable callback serves every row, so memo holds. */
  onMute: (id: string) => void;
  onRemove: (participant: Participant) => void;
  /** Large meetings, the host: given, the row offers 'Invite to stage' (audience) ... */
  onInvite?: ((id: string) => void) | undefined;
  /** ... or 'Move to audience' (a speaker who is not the host). */
  onMoveToAudience?: ((id: string) => void) | undefined;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * One person in the people panel. Memoized: the reducer keeps everyone else's object when one
 * person changes, so with 50 people an update re-renders one row, not 50.
 */
export const ParticipantRow = memo(function ParticipantRow({
  participant,
  isSelf,
  hostActions,
  onMute,
  onRemove,
  onInvite,
  onMoveToAudience,
}: ParticipantRowProps) {
  const { t } = useTranslation('room');
  const { name } = participant;
  // The audience sends nothing: their microphone and camera say nothing worth an icon.
  const onStage = participant.stageRole === 'speaker';
  return (
    <li className="flex items-center gap-2 px-4 py-2 text-sm" data-participant-id={participant.id}>
      <span className="min-w-0 flex-1 truncate">{isSelf ? t('tile.you', { name }) : name}</span>
      <RoleBadge role={participant.role} />
      {hostActions && participant.relayed ? (
        <span className="inline-flex" title={t('people.relayed')}>
          <Waypoints role="img" aria-label={t('people.relayed')} className="size-4 text-slate-500" />
        </span>
      ) : null}
      {participant.handRaised ? (
        <Hand role="img" aria-label={t('people.hand')} className="size-4 text-amber-500" />
      ) : null}
      {onStage && participant.videoMuted ? (
        <VideoOff role="img" aria-label={t('people.cameraOff')} className="size-4 text-slate-500" />
      ) : null}
      {!onStage ? null : participant.audioMuted ? (
        <MicOff role="img" aria-label={t('people.muted')} className="size-4 text-slate-500" />
      ) : hostActions ? (
        <button
          type="button"
          className={iconButton}
          onClick={() => onMute(participant.id)}
          aria-label={t('people.mute', { name })}
          title={t('people.mute', { name })}
        >
          <MicOff aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {onMoveToAudience ? (
        <button
          type="button"
          className={iconButton}
          onClick={() => onMoveToAudience(participant.id)}
          aria-label={t('stage.moveToAudience', { name })}
          title={t('stage.moveToAudience', { name })}
        >
          <ArrowDownToLine aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {onInvite ? (
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          onClick={() => onInvite(participant.id)}
          aria-label={t('stage.invite', { name })}
          title={t('stage.invite', { name })}
        >
          {t('stage.inviteShort')}
        </button>
      ) : null}
      {hostActions ? (
        <button
          type="button"
          className={iconButton}
          onClick={() => onRemove(participant)}
          aria-label={t('people.remove', { name })}
          title={t('people.remove', { name })}
        >
          <UserMinus aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
});
