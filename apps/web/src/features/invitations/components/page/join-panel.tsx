import { Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import type { InvitationStage } from '#web/features/invitations/utils/invitation-stage.ts';
import { StateNotice } from './state-notice';

interface JoinPanelProps {
  stage: Extract<InvitationStage, { kind: 'startingSoon' | 'ongoing' }>;
  onJoin: () => Promise<void>;
}

/** Starting within 30 minutes or under way: Join opens the room in a new tab. */
export function JoinPanel({ stage, onJoin }: JoinPanelProps) {
  const { t } = useTranslation('invitations');
  const [joining, setJoining] = useState(false);
  const join = async () => {
    setJoining(true);
    try {
      await onJoin();
    } finally {
      setJoining(false);
    }
  };
  const soon = stage.kind === 'startingSoon';
  return (
    <StateNotice
      tone="info"
      title={soon ? t('state.startingSoonTitle') : t('state.ongoingTitle')}
      text={soon ? t('state.startingSoon', { count: stage.minutes }) : t('state.ongoing')}
    >
      <Button onClick={() => void join()} disabled={joining}>
        <Video aria-hidden="true" className="size-4" />
        {joining ? t('state.joining') : t('state.join')}
        <span className="sr-only"> {t('state.newTab')}</span>
      </Button>
    </StateNotice>
  );
}
