/**
 * Runs `listener` when the page goes away (tab closed, navigated off, put in the back/forward
 * cache): the last moment to say goodbye on the socket. Returns the unsubscribe.
 */
export function onPageHide(listener: () => void): () => void {
  window.addEventListener('pagehide', listener);
  return () => window.removeEventListener('pagehide', listener);
}
