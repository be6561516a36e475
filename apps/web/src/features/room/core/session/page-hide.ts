/**
 * Runs `listener` when the page goes away (tab closed, navigated off, put in the back/forward
 * cache): the last moment to say goodbye on the socket. Returns the unsubscribe.
 */
export function onPageHide(listener: () => void): () => void {
  window.addEventListener('pagehide', listener);
  return () => window.removeEventListener('pagehide', listener);
}

/**
 * Runs `listener` with whether the tab is hidden (in the background, minimised), now and on every
 * change. Returns the unsubscribe.
 */
export function onVisibility(listener: (hidden: boolean) => void): () => void {
  const report = () => listener(document.visibilityState === 'hidden');
  report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
}
