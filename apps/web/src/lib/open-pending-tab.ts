/** A browser tab opened for the room before its link is known. */
export interface PendingTab {
  /** Sends the tab to the room; false when the browser refused to open any tab. */
  go: (url: string) => boolean;
  close: () => void;
}

/**
 * Opens a blank tab at once, inside the click, and points it at the room once the server has
 * answered. Pop-up blockers allow a tab only during the click itself; the start and join calls take
 * a moment, and opening after them would be blocked in most browsers.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The room must not be able to reach back into this page.
  if (tab) tab.opener = null;
  return {
    go(link) {
      // Join links are relative (they stay on this origin); the blank tab has no address of its own
      // to resolve one against, so it gets this page's.
      const url = new URL(link, window.location.href).href;
      if (tab && !tab.closed) {
        tab.location.href = url;
        return true;
      }
      // No blank tab (blocked, or closed by the user meanwhile): one more try, which may be blocked.
      // Not 'noopener' here: with it window.open always returns null and success could not be told.
      const retry = window.open(url, '_blank');
      if (retry) retry.opener = null;
      return retry !== null;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
