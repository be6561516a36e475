import type { ReactNode } from 'react';
import { PageHeading } from '../ui/page-heading';
import { MainLayout } from './main-layout';

/** A narrow card for the sign-in and registration pages. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <MainLayout>
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <PageHeading title={title} description={description} />
        {children}
      </div>
    </MainLayout>
  );
}
