import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { matchMessage } from '../utils/message-text';

/** An error's message in the reader's language when it is one the server is known to send. */
export function useMessageText() {
  const { t } = useTranslation('invitations');
  return useCallback(
    (error: unknown): string | undefined => {
      const text = (error as { message?: unknown } | null)?.message;
      if (typeof text !== 'string' || !text) return undefined;
      const known = matchMessage(text);
      // The key and its values come from the English file and the text; nothing left to type-check.
      const translate = t as (key: string, values: Record<string, string>) => string;
      return known ? translate(`messages.${known.key}`, known.values) : text;
    },
    [t],
  );
}

/** A failure toast: our text as the title ('Failed to cancel invitation'), the server's reason under it. */
export function useFailureToast() {
  const messageText = useMessageText();
  return useCallback(
    (title: string, error: unknown) => {
      const reason = messageText(error);
      toast.error(title, reason && reason !== title ? { description: reason } : undefined);
    },
    [messageText],
  );
}
