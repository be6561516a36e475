import { useCallback, useState } from 'react';

// For this tab only, like the join token: a new tab or a new meeting starts with the self view on.
const storageKey = 'vm-room-hide-self-view';

function readHidden(): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

function storeHidden(hidden: boolean): void {
  try {
    if (hidden) window.sessionStorage.setItem(storageKey, 'true');
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}

/**
 * "Hide self view": my camera tile leaves the grid and the speaker layout's strip (my camera keeps
 * publishing; the others still see me). Kept in sessionStorage so a reload of the tab keeps it.
 */
export function useSelfView() {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = useCallback(() => {
    const next = !hidden;
    storeHidden(next);
    setHidden(next);
  }, [hidden]);
  return { hidden, toggle };
}
