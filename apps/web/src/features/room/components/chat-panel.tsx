import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/use-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { SidePanel } from './side-panel';

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('room');
  const chat = useChat();
  return (
    <SidePanel title={t('chat.title')} closeLabel={t('chat.close')} onClose={onClose}>
      <div className="flex h-full flex-col">
        <ChatMessages messages={chat.messages} selfId={chat.selfId} />
        <ChatComposer onSend={chat.send} />
      </div>
    </SidePanel>
  );
}
