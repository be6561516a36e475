import type { ReactNode } from 'react';

/** The page's one h1, with an optional line under it. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
    </header>
  );
}
