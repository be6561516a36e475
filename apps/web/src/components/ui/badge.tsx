import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'amber' | 'slate' | 'indigo' | 'red';

const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  blue: 'bg-sky-100 text-sky-800',
  amber: 'bg-amber-100 text-amber-900',
  slate: 'bg-slate-100 text-slate-700',
  indigo: 'bg-indigo-100 text-indigo-800',
  red: 'bg-red-100 text-red-800',
};

/** A small label (status, count). Colour only decorates; the text carries the meaning. */
export function Badge({
  tone = 'slate',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]} ${className}`.trim()}
    >
      {children}
    </span>
  );
}
