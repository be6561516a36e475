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

/** Every other namespace, one small chunk per language and namespace, fetched when a page needs it. */
const loaders = import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./*/legal.json'], { import: 'default' });

export const LAZY_NAMESPACES = (
  ['account', 'auth', 'dashboard', 'invitations', 'meetings', 'room'] as const satisfies Namespace[]
).slice();

export async function loadNamespaceBundle(language: string, namespace: Namespace): Promise<Record<string, unknown>> {
  const load = loaders[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`No locale file for ${language}/${namespace}`);
  return load();
}
