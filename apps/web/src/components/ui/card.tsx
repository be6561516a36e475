import { useId, type ReactNode } from 'react';

interface CardProps {
  /** The card's heading (an h2); the section is named by it for landmarks navigation. */
  title?: ReactNode;
  /** Controls beside the heading (refresh, navigation). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A white panel with an optional heading; a labelled <section> so screen readers can jump to it. */
export function Card({ title, actions, children, className = '', id }: CardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`.trim()}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
          ) : null}
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
