import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, SUPPORTED_LANGUAGES, switchLanguage } from '#web/lib/i18n.ts';

/** Header control that switches between English and Turkish; lib/i18n remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('language.label')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const language = event.target.value;
        if (isSupportedLanguage(language)) void switchLanguage(language);
      }}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700"
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </select>
  );
}
