import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { Toaster } from '../components/ui/toaster';

/**
 * Wraps every page. The landing page raises no toasts and has a size budget, so the toast library
 * is first loaded on any other page; once mounted it stays.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [toasterNeeded, setToasterNeeded] = useState(pathname !== paths.home.path);
  if (!toasterNeeded && pathname !== paths.home.path) setToasterNeeded(true);
  return (
    <>
      {toasterNeeded && <Toaster />}
      <Outlet />
    </>
  );
}
