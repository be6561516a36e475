import { i18n } from '../lib/i18n';
import { hasStoredSession } from '../lib/session';
import type { AppRouter } from './router';

/**
 * The marketing pages and the sign-in page are rendered to HTML at build time, in English, for a visitor
 * with nothing stored (apps/web/prerender.mjs, decision record 067). Their root says so.
 */
export function prerenderedLanguage(container: HTMLElement): string | undefined {
  return container.dataset.prerendered;
}

/**
 * Whether the app may take over the prerendered HTML as it is (hydrate it): only when its first render
 * would be that same HTML, i.e. the visitor reads the prerendered language and has no stored sign-in (which
 * sends the landing and sign-in pages to the dashboard).
 */
export function canHydrate(container: HTMLElement): boolean {
  const language = prerenderedLanguage(container);
  return language !== undefined && language === i18n.language && !hasStoredSession();
}

/** Resolves once the router has the first page's code and texts (its lazy route), so it renders the page. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
