import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/use-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { SidePanel } from './side-panel';
import { AudienceChatSwitch } from './stage/audience-chat-switch';

/** The chat; a large meeting's host also gets the audience's chat switch at its top. */
export function ChatPanel({ onClose, audienceSwitch = false }: { onClose: () => void; audienceSwitch?: boolean }) {
  const { t } = useTranslation('room');
  const chat = useChat();
  return (
    <SidePanel title={t('chat.title')} closeLabel={t('chat.close')} onClose={onClose}>
      <div className="flex h-full flex-col">
        {audienceSwitch ? <AudienceChatSwitch /> : null}
        <ChatMessages messages={chat.messages} selfId={chat.selfId} />
        {chat.canWrite ? (
          <ChatComposer onSend={chat.send} />
        ) : (
          <p role="status" className="border-t border-slate-200 p-3 text-sm text-slate-600">
            {t('stage.chatOff')}
          </p>
        )}
      </div>
    </SidePanel>
  );
}
