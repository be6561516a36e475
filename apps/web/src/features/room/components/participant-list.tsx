import type { Participant } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { ParticipantRow } from './participant-row';

interface ParticipantListProps {
  participants: readonly Participant[];
  selfId: string | null;
  isHost: boolean;
  onMute: (id: string) => void;
  onRemove: (id: string) => void;
}

/** Everyone in the room with their state; the host also gets Mute and Remove for each person. */
export function ParticipantList({ participants, selfId, isHost, onMute, onRemove }: ParticipantListProps) {
  const { t } = useTranslation('room');
  const [removing, setRemoving] = useState<Participant | null>(null);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {participants.map((person) => (
          <ParticipantRow
            key={person.id}
            participant={person}
            isSelf={person.id === selfId}
            hostActions={isHost && person.id !== selfId}
            onMute={() => onMute(person.id)}
            onRemove={() => setRemoving(person)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('people.removeTitle', { name: removing?.name ?? '' })}
        text={t('people.removeText')}
        confirmLabel={t('people.remove', { name: removing?.name ?? '' })}
        cancelLabel={t('end.cancel')}
        onConfirm={() => removing && onRemove(removing.id)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
