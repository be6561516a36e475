import { useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { Toaster } from '../components/ui/toaster';

/**
 * Wraps every page. The landing page raises no toasts and has a size budget, so the toast library
 * is first loaded on any other page; once mounted it stays. It is added after the first render, which is
 * also the HTML prerendered at build time (decision record 067): the lazy library cannot be in that HTML.
 */
const noSubscription = () => () => undefined;

export function RootLayout() {
  const { pathname } = useLocation();
  const [toasterNeeded, setToasterNeeded] = useState(pathname !== paths.home.path);
  if (!toasterNeeded && pathname !== paths.home.path) setToasterNeeded(true);
  // False while rendering to HTML and while hydrating it, true in every other render.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <>
      {toasterNeeded && mounted && <Toaster />}
      <Outlet />
    </>
  );
}
