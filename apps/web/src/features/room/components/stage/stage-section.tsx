import { useId, type ReactNode } from 'react';

/** One titled part of a large meeting's participant list (Speakers, Raised hands, Audience). */
export function StageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 last:border-b-0">
      <h3 id={headingId} className="bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
