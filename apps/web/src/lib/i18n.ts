import type { Locale } from '@vm/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EAGER_NAMESPACES, eagerResources, LAZY_NAMESPACES, loadNamespaceBundle, type Namespace } from '../locales';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

// English by default; the visitor's choice is kept under `language` and mirrored on <html lang>
// so screen readers and the browser's own translation offer read the page correctly.
export const SUPPORTED_LANGUAGES: readonly Locale[] = ['en', 'tr'];
export const DEFAULT_LANGUAGE: Locale = 'en';

export function isSupportedLanguage(value: string | null): value is Locale {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

function storedLanguage(): Locale {
  const stored = readItem(STORAGE_KEYS.language);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: eagerResources,
  // The other namespaces arrive with the pages that use them (ensureNamespaces below).
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  ns: EAGER_NAMESPACES,
  defaultNS: 'common',
  // Resources are bundled, so initialise synchronously: the first render already has its texts.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
  // Keeps the browser console (and test output) free of the library's advertisement.
  showSupportNotice: false,
});

reflectLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  writeItem(STORAGE_KEYS.language, language);
  reflectLanguage(language);
});

/**
 * Loads namespaces in both languages (so switching language needs no further request) before a page
 * that uses them renders. Each is fetched once.
 */
export async function ensureNamespaces(names: readonly Namespace[] = LAZY_NAMESPACES): Promise<void> {
  const missing = names.filter((namespace) => !i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace));
  await Promise.all(
    missing.flatMap((namespace) =>
      SUPPORTED_LANGUAGES.map(async (language) => {
        i18n.addResourceBundle(language, namespace, await loadNamespaceBundle(language, namespace), true, true);
      }),
    ),
  );
}

export { i18n };
