import type { ReactNode } from 'react';

type MarketingSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** A titled band of the landing page; `id` is its anchor and, with '-title', its heading's id. */
export function MarketingSection({ id, title, description, children }: MarketingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-3 max-w-2xl text-lg text-slate-600">{description}</p> : null}
      <div className="mt-10">{children}</div>
    </section>
  );
}
