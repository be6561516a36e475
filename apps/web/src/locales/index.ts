import type { Namespace } from './all';
import enCommon from './en/common.json';
import trCommon from './tr/common.json';

export type { Namespace } from './all';

/** What every page needs from its first render, bundled with the app shell. */
export const eagerResources = {
  en: { common: enCommon },
  tr: { common: trCommon },
};
export const EAGER_NAMESPACES: Namespace[] = ['common'];

/**
 * The marketing pages' texts in both languages (switching language needs no request), as a chunk of their own
 * that the router loads beside the page's code: the sign-in and signed-in pages never download them, and the
 * landing page gets them in parallel with its own chunk instead of inside the start-up bundle (decision
 * record 060).
 */
export async function loadMarketingTexts(): Promise<Record<string, Record<string, unknown>>> {
  return (await import('./marketing-texts')).default;
}

/**
 * Every other namespace (LAZY_NAMESPACES), as one chunk per language fetched before the first page
 * that needs texts: one request, where one per namespace and language made a cold dashboard load
 * wait on fourteen (decision record 020). The legal texts stay with their own pages.
 */
const languageBundles = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts', {
  import: 'default',
});

// `errors` holds the API's error texts by code (lib/api-error-text.ts): every page that calls the API needs it.
export const LAZY_NAMESPACES = (
  [
    'account',
    'auth',
    'booking',
    'calendars',
    'dashboard',
    'errors',
    'invitations',
    'meetings',
    'recordings',
    'room',
  ] as const satisfies Namespace[]
).slice();

/** The language's lazy namespaces, by name. */
export async function loadLanguageBundle(language: string): Promise<Map<Namespace, Record<string, unknown>>> {
  const load = languageBundles[`./bundles/${language}.ts`];
  if (!load) throw new Error(`No locale bundle for ${language}`);
  const files = await load();
  const byNamespace = new Map<Namespace, Record<string, unknown>>();
  for (const namespace of LAZY_NAMESPACES) {
    const content = files[`../${language}/${namespace}.json`];
    if (!content) throw new Error(`The ${language} bundle has no ${namespace} texts`);
    byNamespace.set(namespace, content);
  }
  return byNamespace;
}
