import type { Participant } from '@vm/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterParticipants } from '../core/layout/participant-filter';
import { RemoveParticipantDialog } from './remove-participant-dialog';
import { ParticipantRow } from './participant-row';
import { ParticipantSearch } from './participant-search';

interface ParticipantListProps {
  participants: readonly Participant[];
  selfId: string | null;
  isHost: boolean;
  /** Kept stable by the caller (useHostActions), so a row re-renders only when its person changes. */
  onMute: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * Everyone in the room with their state, raised hands first, narrowed by a name search; the host
 * also gets Mute and Remove for each person.
 */
export function ParticipantList({ participants, selfId, isHost, onMute, onRemove }: ParticipantListProps) {
  const { t, i18n } = useTranslation('room');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [query, setQuery] = useState('');
  // Typing stays instant; the list follows when React has time (it matters with many people).
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(
    () => filterParticipants(participants, deferredQuery, language),
    [participants, deferredQuery, language],
  );
  const [removing, setRemoving] = useState<Participant | null>(null);
  return (
    <>
      <ParticipantSearch query={query} onQuery={setQuery} shown={rows.length} total={participants.length} />
      {rows.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">{t('people.noMatch', { query: deferredQuery.trim() })}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {rows.map((person) => (
            <ParticipantRow
              key={person.id}
              participant={person}
              isSelf={person.id === selfId}
              hostActions={isHost && person.id !== selfId}
              onMute={onMute}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      <RemoveParticipantDialog removing={removing} onRemove={onRemove} onClose={() => setRemoving(null)} />
    </>
  );
}
