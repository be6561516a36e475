import { paths } from '../config/paths';
import { hasStoredSession } from '../lib/session';
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

// The prerendered HTML is English for a visitor with nothing stored (decision record 067). Anyone else gets
// the page drawn by the app instead (main.tsx): until then the HTML is hidden (index.css), so a Turkish
// reader never sees the English page first, nor someone signed in the landing page they are sent away from.
// This entry usually runs before the first paint; once the app has drawn, main.tsx takes the prerendered
// mark off the root, which ends the hiding.
const language = readItem(STORAGE_KEYS.language);
if ((language !== null && language !== 'en') || hasStoredSession()) {
  document.documentElement.dataset.redraw = '';
}

// Until the app runs, a prerendered form is plain HTML: sending it would load the page again with what
// was typed in the address (an e-mail address in a URL, in server logs). Held back until the app marks
// the document ready (index.tsx); from then on the app's own handlers answer.
document.addEventListener(
  'submit',
  (event) => {
    if (!('appReady' in document.documentElement.dataset)) event.preventDefault();
  },
  true,
);
