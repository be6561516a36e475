import { paths } from '../config/paths';
import { readItem, STORAGE_KEYS } from '../lib/storage';

/**
 * The start-up bundle's twin entry (index.html lists it first; decision record 060). Module scripts run in
 * document order as each arrives, so this small one runs while the start-up bundle is still downloading,
 * and asks for the first page's own code and texts then: in parallel with the bundle, instead of after
 * it has been downloaded and run and the router has matched the address. The router's lazy routes ask
 * for the same modules and get these, once.
 */
const marketingTexts = () => import('../locales/marketing-texts');
const appTexts = () =>
  readItem(STORAGE_KEYS.language) === 'tr' ? import('../locales/bundles/tr') : import('../locales/bundles/en');

const firstPages: Record<string, () => Promise<unknown>[]> = {
  [paths.home.path]: () => [import('./routes/landing'), marketingTexts()],
  [paths.pricing.path]: () => [import('./routes/pricing'), marketingTexts()],
  [paths.auth.login.path]: () => [import('./routes/auth/login'), appTexts()],
  [paths.auth.register.path]: () => [import('./routes/auth/register'), appTexts()],
};

for (const loading of firstPages[window.location.pathname]?.() ?? []) {
  // The router asks again and shows a failure; nothing to do here.
  loading.catch(() => undefined);
}
