import { useTranslation } from 'react-i18next';

/** The marketing texts plus the language they are shown in, for Intl number and price formats. */
export function useMarketingText() {
  const { t, i18n } = useTranslation('marketing');
  return { t, language: i18n.resolvedLanguage ?? i18n.language };
}
