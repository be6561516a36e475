import { DoorOpen, MessageSquare, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/use-chat';
import { useLobby } from '../hooks/use-lobby';
import { useParticipants } from '../hooks/use-participants';
import { useStage } from '../hooks/use-stage';
import { ControlButton } from './control-button';
import { LeaveControls } from './leave-controls';
import { MediaToggleButton } from './media-toggle-button';
import { NoiseToggleButton } from './noise-toggle-button';
import { RaiseHandButton } from './raise-hand-button';
import { RecordButton } from './record-button';
import { ScreenShareButton } from './screen-share-button';
import { AudienceControls } from './stage/audience-controls';

export type PanelName = 'chat' | 'people' | 'lobby' | 'settings';

interface ControlBarProps {
  panel: PanelName | null;
  onPanel: (panel: PanelName) => void;
}

/** The bottom bar: my media, hand and screen (and recording, for the host); the panels; leaving (and ending, for the host). */
export function ControlBar({ panel, onPanel }: ControlBarProps) {
  const { t } = useTranslation('room');
  const chat = useChat();
  const lobby = useLobby();
  const { participants, isHost } = useParticipants();
  const stage = useStage();
  // In a large meeting the count is everyone, the audience the roster leaves out included.
  const people = stage.largeMeeting ? stage.everyone : participants.length;
  const panelButton = (name: PanelName) => ({
    'aria-pressed': panel === name,
    tone: panel === name ? ('active' as const) : ('neutral' as const),
    onClick: () => onPanel(name),
  });
  const chatLabel = chat.unread > 0 ? t('controls.chatUnread', { count: chat.unread }) : t('controls.chat');
  return (
    <div
      role="group"
      aria-label={t('controls.toolbar')}
      className="flex flex-wrap items-center justify-center gap-2 px-3 py-3"
    >
      {stage.audience ? (
        // The audience publishes nothing: no device buttons, so nothing asks for a device.
        <AudienceControls />
      ) : (
        <>
          <MediaToggleButton source="microphone" />
          <MediaToggleButton source="camera" />
          <ScreenShareButton />
          <RaiseHandButton />
          <NoiseToggleButton />
        </>
      )}
      {/* Only the organizer records (the server refuses anyone else with RECORDING_HOST_ONLY). */}
      {isHost ? <RecordButton /> : null}
      <span aria-hidden="true" className="mx-1 h-8 w-px bg-slate-700" />
      <ControlButton
        {...panelButton('chat')}
        aria-label={chatLabel}
        title={chat.allowed ? chatLabel : t('controls.chatOff')}
        disabled={!chat.allowed}
        badge={chat.unread}
      >
        <MessageSquare aria-hidden="true" className="size-5" />
      </ControlButton>
      <ControlButton
        {...panelButton('people')}
        aria-label={t('controls.participants', { count: people })}
        title={t('controls.participants', { count: people })}
      >
        <Users aria-hidden="true" className="size-5" />
      </ControlButton>
      {isHost ? (
        <ControlButton
          {...panelButton('lobby')}
          aria-label={t('controls.lobby', { count: lobby.entries.length })}
          title={t('controls.lobby', { count: lobby.entries.length })}
          badge={lobby.entries.length}
        >
          <DoorOpen aria-hidden="true" className="size-5" />
        </ControlButton>
      ) : null}
      <ControlButton {...panelButton('settings')} aria-label={t('controls.settings')} title={t('controls.settings')}>
        <Settings aria-hidden="true" className="size-5" />
      </ControlButton>
      <span aria-hidden="true" className="mx-1 h-8 w-px bg-slate-700" />
      <LeaveControls isHost={isHost} />
    </div>
  );
}
