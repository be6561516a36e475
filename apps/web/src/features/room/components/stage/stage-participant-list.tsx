import type { Participant } from '@vm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveParticipantDialog } from '../remove-participant-dialog';
import { ParticipantRow } from '../participant-row';
import { AudienceSection } from './audience-section';
import { StageSection } from './stage-section';

interface StageParticipantListProps {
  /** The visible roster: speakers, raised hands and me. */
  participants: readonly Participant[];
  /** Everyone in the audience, me included when I am in it. */
  audienceSize: number;
  selfId: string | null;
  isHost: boolean;
  /** Kept stable by the caller (useHostActions), so a row re-renders only when its person changes. */
  onMute: (id: string) => void;
  onRemove: (id: string) => void;
  onInvite: (id: string) => void;
  onMoveToAudience: (id: string) => void;
}

/**
 * A large meeting's participant list (decision record 045): the speakers, then the raised hands, then the
 * audience page by page. The host invites an audience member up ('Invite') and moves a speaker other
 * than the host back ('Move to audience'); the server checks both again and says STAGE_FULL when
 * the stage holds its limit.
 */
export function StageParticipantList(props: StageParticipantListProps) {
  const { participants, audienceSize, selfId, isHost, onMute, onRemove, onInvite, onMoveToAudience } = props;
  const { t } = useTranslation('room');
  const [removing, setRemoving] = useState<Participant | null>(null);
  const { speakers, hands, shownAbove } = useMemo(() => {
    const onStage = participants.filter((person) => person.stageRole === 'speaker');
    const raised = participants.filter((person) => person.stageRole === 'audience' && person.handRaised);
    return { speakers: onStage, hands: raised, shownAbove: new Set([...onStage, ...raised].map((p) => p.id)) };
  }, [participants]);
  const onStage = speakers.some((person) => person.id === selfId);
  const row = (person: Participant) => {
    const other = isHost && person.id !== selfId;
    const movable = other && person.stageRole === 'speaker' && person.role !== 'host';
    return (
      <ParticipantRow
        key={person.id}
        participant={person}
        isSelf={person.id === selfId}
        hostActions={other}
        onMute={onMute}
        onRemove={setRemoving}
        onInvite={other && person.stageRole === 'audience' ? onInvite : undefined}
        onMoveToAudience={movable ? onMoveToAudience : undefined}
      />
    );
  };
  return (
    <>
      <StageSection title={t('stage.speakers', { count: speakers.length })}>
        <ul aria-label={t('stage.speakers', { count: speakers.length })} className="divide-y divide-slate-200">
          {speakers.map(row)}
        </ul>
      </StageSection>
      {hands.length > 0 ? (
        <StageSection title={t('stage.raisedHands', { count: hands.length })}>
          <ul aria-label={t('stage.raisedHands', { count: hands.length })} className="divide-y divide-slate-200">
            {hands.map(row)}
          </ul>
        </StageSection>
      ) : null}
      {/* As in a webinar, only the host and the speakers see who is in the audience (the server
          refuses the audience's listAudience with AUDIENCE_LIST_NOT_ALLOWED); the audience sees how many. */}
      {onStage ? (
        <AudienceSection
          selfId={selfId}
          isHost={isHost}
          shownAbove={shownAbove}
          onInvite={onInvite}
          onRemove={setRemoving}
          onMute={onMute}
        />
      ) : (
        <StageSection title={t('stage.audience', { count: audienceSize })}>
          <p className="px-4 py-3 text-sm text-slate-500">{t('stage.audienceHidden')}</p>
        </StageSection>
      )}
      <RemoveParticipantDialog removing={removing} onRemove={onRemove} onClose={() => setRemoving(null)} />
    </>
  );
}
