import type { Locale } from '@vm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { isSupportedLanguage, switchLanguage } from '#web/lib/i18n.ts';
import { accountKeys } from '../api/account-keys';
import { useSignedInUserUpdate } from '../hooks/use-signed-in-user-update';

/** What the last settled auth state was: nothing yet (start-up), signed out, or this user's language. */
type Seen = null | 'signed-out' | { id: string; locale: Locale };

/**
 * Keeps the header's language switch and the account's saved language together, since e-mails are
 * written in the saved one. Signing in, or saving a language on the account page, shows the saved
 * language; switching while signed in saves it. A session restored at start-up keeps the language
 * last chosen on this browser. Renders nothing; the router mounts it once for every page.
 */
export function LanguagePreferenceSync() {
  const { user, loading } = useAuth();
  const { i18n } = useTranslation();
  const updateSignedInUser = useSignedInUserUpdate();
  const queryClient = useQueryClient();
  const seen = useRef<Seen>(null);

  useEffect(() => {
    const before = seen.current;
    if (!user) {
      if (!loading) seen.current = 'signed-out';
      return;
    }
    seen.current = { id: user.id, locale: user.locale };
    const signedIn = before === 'signed-out';
    const savedElsewhere = before !== null && before !== 'signed-out' && before.locale !== user.locale;
    // Follow first, then listen: switching to the saved language is not a choice to save again.
    if ((signedIn || savedElsewhere) && i18n.language !== user.locale) void switchLanguage(user.locale);

    const save = (language: string) => {
      if (!isSupportedLanguage(language) || language === user.locale) return;
      api
        .patch('/guest/me', { locale: language })
        .then(() => {
          updateSignedInUser({ ...user, locale: language });
          return queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
        })
        // The page keeps the chosen language; the next switch, or the account page, saves it.
        .catch(() => undefined);
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [user, loading, i18n, updateSignedInUser, queryClient]);

  return null;
}
