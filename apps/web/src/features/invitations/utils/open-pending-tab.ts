/** A browser tab opened for the room before its link is known. */
export interface PendingTab {
  /** Sends the tab to the room; false when the browser refused to open any tab. */
  go: (url: string) => boolean;
  close: () => void;
}

/**
 * Opens a blank tab inside the click and points it at the room once the server has answered: pop-up
 * blockers allow a new tab only during the click itself, and the join call takes a moment.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The room must not be able to reach back into this page.
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        return true;
      }
      const retry = window.open(url, '_blank');
      if (retry) retry.opener = null;
      return retry !== null;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
