import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the URL's #fragment names. The browser does this only for a document it
 * loads itself; a page the router renders later (a footer link to /#features, /pricing#faq) would
 * otherwise open at the top.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
