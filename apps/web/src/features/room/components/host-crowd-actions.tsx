import type { Participant } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

interface HostCrowdActionsProps {
  participants: readonly Participant[];
  selfId: string | null;
  onMuteAll: () => void;
  onLowerAllHands: () => void;
}

/** The host's tools for a crowd, above the participant list: everyone else's microphone, every hand. */
export function HostCrowdActions({ participants, selfId, onMuteAll, onLowerAllHands }: HostCrowdActionsProps) {
  const { t } = useTranslation('room');
  const others = participants.filter((person) => person.id !== selfId);
  const anyHand = participants.some((person) => person.handRaised);
  return (
    <div className="flex flex-wrap gap-2 border-b border-slate-200 p-3">
      <Button variant="secondary" className="min-h-11 text-sm" disabled={others.length === 0} onClick={onMuteAll}>
        {t('people.muteAll')}
      </Button>
      <Button variant="secondary" className="min-h-11 text-sm" disabled={!anyHand} onClick={onLowerAllHands}>
        {t('people.lowerAllHands')}
      </Button>
    </div>
  );
}
