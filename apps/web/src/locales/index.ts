import type { Namespace } from './all';
import enCommon from './en/common.json';
import enMarketing from './en/marketing.json';
import trCommon from './tr/common.json';
import trMarketing from './tr/marketing.json';

export type { Namespace } from './all';

/** What the first page (the landing page) needs, bundled with the app shell. */
export const eagerResources = {
  en: { common: enCommon, marketing: enMarketing },
  tr: { common: trCommon, marketing: trMarketing },
};
export const EAGER_NAMESPACES: Namespace[] = ['common', 'marketing'];

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
