import { LIMITS } from '@vm/contracts';
import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#web/components/ui/input.tsx';

/** One line to write a message; Enter sends. The text stays when sending failed. */
export function ChatComposer({ onSend }: { onSend: (text: string) => boolean }) {
  const { t } = useTranslation('room');
  const id = useId();
  const [text, setText] = useState('');
  const submit = () => {
    const trimmed = text.trim();
    if (trimmed && onSend(trimmed)) setText('');
  };
  return (
    <form
      className="flex items-center gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('chat.message')}
      </label>
      <Input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LIMITS.chatMessageMax}
        placeholder={t('chat.message')}
        autoComplete="off"
        className="min-h-11"
      />
      <button
        type="submit"
        aria-label={t('chat.send')}
        title={t('chat.send')}
        disabled={text.trim() === ''}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
