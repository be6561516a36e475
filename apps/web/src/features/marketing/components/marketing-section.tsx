import type { ReactNode } from 'react';

/**
 * For the landing page's bands below its first screen: the browser skips their style, layout and paint
 * until they come near the screen, so the first render, under the splash, lays out little more than the
 * header and the hero (decision record 060). The size stands in for a band not yet laid out; once laid
 * out, its real size is kept.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]';

type MarketingSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** A titled band of the landing page; `id` is its anchor and, with '-title', its heading's id. */
export function MarketingSection({ id, title, description, children }: MarketingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`mx-auto max-w-6xl scroll-mt-20 px-4 py-16 ${belowTheFold}`}
    >
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-3 max-w-2xl text-lg text-slate-600">{description}</p> : null}
      <div className="mt-10">{children}</div>
    </section>
  );
}
