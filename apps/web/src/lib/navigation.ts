/**
 * Navigates from code that lives outside React (the API client). The browser router listens for
 * `popstate`, so replacing the URL and announcing it moves the app without a full reload, and the
 * history index the router keeps in `history.state` stays untouched. Replacing (not pushing) keeps
 * the page that was refused out of the back button.
 */
export function navigateOutsideReact(href: string): void {
  if (window.location.pathname === href) return;
  window.history.replaceState(window.history.state, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
