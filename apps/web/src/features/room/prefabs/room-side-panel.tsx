import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../components/chat-panel';
import { CopyInviteLink } from '../components/copy-invite-link';
import type { PanelName } from '../components/control-bar';
import { DeviceSettings } from '../components/device-settings';
import { LobbyPanel } from '../components/lobby-panel';
import { HostCrowdActions } from '../components/host-crowd-actions';
import { ParticipantList } from '../components/participant-list';
import { SidePanel } from '../components/side-panel';
import { AudienceChatSwitch } from '../components/stage/audience-chat-switch';
import { AudienceSettings } from '../components/stage/audience-settings';
import { StageParticipantList } from '../components/stage/stage-participant-list';
import { useHostActions } from '../hooks/use-host-actions';
import { useLobby } from '../hooks/use-lobby';
import { useParticipants } from '../hooks/use-participants';
import { useStage } from '../hooks/use-stage';

/** The open side panel: chat, participants, the host's lobby, or device settings. */
export function RoomSidePanel({ panel, onClose }: { panel: PanelName; onClose: () => void }) {
  const { t } = useTranslation('room');
  const { participants, self, isHost } = useParticipants();
  const lobby = useLobby();
  const host = useHostActions();
  const stage = useStage();
  switch (panel) {
    case 'chat':
      return <ChatPanel onClose={onClose} audienceSwitch={isHost && stage.largeMeeting} />;
    case 'people':
      return (
        <SidePanel title={t('people.title')} closeLabel={t('people.close')} onClose={onClose}>
          <CopyInviteLink />
          {isHost ? (
            <HostCrowdActions
              participants={participants}
              selfId={self?.id ?? null}
              onMuteAll={host.muteAll}
              onLowerAllHands={host.lowerAllHands}
            />
          ) : null}
          {isHost && stage.largeMeeting ? <AudienceChatSwitch /> : null}
          {stage.largeMeeting ? (
            <StageParticipantList
              participants={participants}
              audienceSize={stage.audienceSize}
              selfId={self?.id ?? null}
              isHost={isHost}
              onMute={host.mute}
              onRemove={host.remove}
              onInvite={host.inviteToStage}
              onMoveToAudience={host.moveToAudience}
            />
          ) : (
            <ParticipantList
              participants={participants}
              selfId={self?.id ?? null}
              isHost={isHost}
              onMute={host.mute}
              onRemove={host.remove}
            />
          )}
        </SidePanel>
      );
    case 'lobby':
      return (
        <SidePanel title={t('lobby.title')} closeLabel={t('panel.close')} onClose={onClose}>
          <LobbyPanel entries={lobby.entries} onAdmit={lobby.admit} onDeny={lobby.deny} />
        </SidePanel>
      );
    case 'settings':
      return (
        <SidePanel title={t('controls.settings')} closeLabel={t('panel.close')} onClose={onClose}>
          {stage.audience ? (
            <AudienceSettings />
          ) : (
            <div className="p-4">
              <DeviceSettings />
            </div>
          )}
        </SidePanel>
      );
  }
}
