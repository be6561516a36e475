import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { isSupportedLanguage } from '../../../lib/i18n';
import { useSignedInUserUpdate } from '../hooks/use-signed-in-user-update';

/**
 * Keeps the header's language switch and the account's saved language together while someone is
 * signed in, since e-mails are written in the saved one: signing in shows the account's language,
 * and switching saves it. Renders nothing; the router mounts it once for every page.
 */
export function LanguagePreferenceSync() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const updateSignedInUser = useSignedInUserUpdate();

  useEffect(() => {
    if (!user) return;
    // Follow first, then listen: the switch to the saved language is not a choice to save again.
    if (i18n.language !== user.locale) void i18n.changeLanguage(user.locale);
    const save = (language: string) => {
      if (!isSupportedLanguage(language) || language === user.locale) return;
      api
        .patch('/guest/me', { locale: language })
        .then(() => updateSignedInUser({ ...user, locale: language }))
        // The page keeps the chosen language; the next switch, or the account page, saves it.
        .catch(() => undefined);
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [user, i18n, updateSignedInUser]);

  return null;
}
