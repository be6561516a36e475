import type { Locale } from '@vm/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EAGER_NAMESPACES, eagerResources, loadLanguageBundle, loadMarketingTexts } from '../locales';
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
  // Not at build time, where the marketing pages are rendered to HTML without a document (decision record 067).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: eagerResources,
  // The other namespaces arrive before the first page that uses them (ensureLanguage below).
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

const loadedLanguages = new Map<string, Promise<void>>();

/**
 * Loads the language's texts that the app does not bundle (one request, once per language) before
 * a page that uses them renders. A failed download is forgotten, so the next page asks again.
 */
export function ensureLanguage(language: string = i18n.language): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    loading = loadLanguageBundle(language).then((bundles) => {
      for (const [namespace, texts] of bundles) i18n.addResourceBundle(language, namespace, texts, true, true);
    });
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

let marketingTexts: Promise<void> | undefined;

/**
 * Loads the marketing pages' texts (both languages, one chunk) before such a page renders; once, and
 * asked again after a failed download.
 */
export function ensureMarketingTexts(): Promise<void> {
  marketingTexts ??= loadMarketingTexts().then((byLanguage) => {
    for (const [language, texts] of Object.entries(byLanguage)) {
      i18n.addResourceBundle(language, 'marketing', texts, true, true);
    }
  });
  marketingTexts.catch(() => (marketingTexts = undefined));
  return marketingTexts;
}

/**
 * Switches language once its texts are here, so the page never shows keys. Offline, it switches
 * anyway: the bundled texts change at once and the rest fall back to English.
 */
export async function switchLanguage(language: Locale): Promise<void> {
  await ensureLanguage(language).catch(() => undefined);
  await i18n.changeLanguage(language);
}

export { i18n };
