import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type MainLayoutProps = { children: ReactNode; nav?: ReactNode; actions?: ReactNode; wide?: boolean };

/** The frame of every page: header with language switch, content, footer with the legal links. */
export function MainLayout({ children, nav, actions, wide = false }: MainLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SiteHeader nav={nav} actions={actions} />
      <main className={wide ? 'flex-1' : 'mx-auto w-full max-w-6xl flex-1 px-4 py-10'}>{children}</main>
      <SiteFooter />
    </div>
  );
}
