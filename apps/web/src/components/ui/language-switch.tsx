import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, SUPPORTED_LANGUAGES, switchLanguage } from '#web/lib/i18n.ts';

/** Header control that switches between English and Turkish; lib/i18n remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const shown = i18n.resolvedLanguage ?? i18n.language;
  const select = useRef<HTMLSelectElement>(null);
  // On a prerendered page (decision record 067) the select works before the app does: a language picked
  // then is still showing when the app takes the page over, without the app having heard of it.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked !== undefined && picked !== shown && isSupportedLanguage(picked)) void switchLanguage(picked);
    // Only what was picked before the app started; later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <select
      ref={select}
      aria-label={t('language.label')}
      value={shown}
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
