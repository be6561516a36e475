import type { ChatMessage } from '@vm/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';

/** The conversation as a live log, kept scrolled to the newest message. */
export function ChatMessages({ messages, selfId }: { messages: readonly ChatMessage[]; selfId: string | null }) {
  const { t } = useTranslation('room');
  const format = useDateFormat();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  if (messages.length === 0) return <p className="flex-1 p-4 text-sm text-slate-500">{t('chat.empty')}</p>;
  return (
    // The live region wraps the list: a role on the <ol> itself would hide its items' list semantics.
    <div role="log" aria-label={t('chat.title')} className="flex-1 overflow-y-auto p-4">
      <ol className="space-y-3">
        {messages.map((message) => (
          <li key={message.id} className="text-sm">
            <p className="flex items-baseline gap-2">
              <span className="font-semibold">{message.participantId === selfId ? t('chat.you') : message.name}</span>
              <time dateTime={message.at} className="text-xs text-slate-500">
                {format.time(message.at)}
              </time>
            </p>
            <p className="break-words whitespace-pre-wrap">{message.text}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}
