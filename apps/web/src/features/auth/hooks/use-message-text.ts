import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerError } from '#web/lib/api-client.ts';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { matchMessage } from '../utils/known-messages';

type FallbackKey = 'sendFailed' | 'resendFailed' | 'verificationFailed' | 'loginFailed';

/** Turns an English message of a contract rule (the forms' own validation) into the reader's language. */
export function useMessageText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (text: string | undefined) => {
      if (!text) return undefined;
      const known = matchMessage(text);
      if (!known) return text;
      // The key comes from the English file itself and its values from the text, so i18next's
      // per-key typing of interpolation values has nothing left to check.
      const translate = t as (key: string, values: Record<string, string>) => string;
      return translate(`messages.${known.key}`, known.values);
    },
    [t],
  );
}

/**
 * The text for a failed request: the server's reason when it sent one (docs/product.md, 'Messages and
 * toasts'; e.g. 'Please wait 42 seconds...'), by its code in the reader's language, else this form's
 * own failure text (network down, time-out).
 */
export function useErrorText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown, fallback: FallbackKey) =>
      (isServerError(error) ? apiErrorText(error) : undefined) ?? t(`toasts.${fallback}`),
    [t],
  );
}
