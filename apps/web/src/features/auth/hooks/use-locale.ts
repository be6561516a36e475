import type { Locale } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '#web/lib/i18n.ts';

/** The reader's language, sent with codes and registration so e-mails arrive in it. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
