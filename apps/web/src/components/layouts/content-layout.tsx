import type { ReactNode } from 'react';
import { PageHeading } from '../ui/page-heading';
import { MainLayout } from './main-layout';

type ContentLayoutProps = { title: string; description?: ReactNode; actions?: ReactNode; children?: ReactNode };

/** A page that is its heading plus content, inside the main frame. */
export function ContentLayout({ title, description, actions, children }: ContentLayoutProps) {
  return (
    <MainLayout actions={actions}>
      <PageHeading title={title} description={description} />
      {children}
    </MainLayout>
  );
}
