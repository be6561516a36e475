import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Tone = 'neutral' | 'off' | 'active' | 'danger';

const tones: Record<Tone, string> = {
  neutral: 'bg-slate-700 text-white hover:bg-slate-600',
  off: 'bg-red-600 text-white hover:bg-red-500',
  active: 'bg-indigo-500 text-white hover:bg-indigo-400',
  danger: 'bg-red-600 text-white hover:bg-red-500 px-5',
};

interface ControlButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone;
  /** A count shown on the button (unread messages, people waiting); it is also in the label. */
  badge?: number;
  children: ReactNode;
}

/** A round control-bar button: spread a hook's buttonProps on it and give it an icon. */
export function ControlButton({
  tone = 'neutral',
  badge,
  className = '',
  children,
  'aria-label': label,
  ...props
}: ControlButtonProps) {
  return (
    <button
      type="button"
      className={`relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${className}`}
      {...props}
    >
      {children}
      {/* The name is text inside the button rather than aria-label: a visible badge ("3") that is not
          part of an aria-label fails WCAG 2.5.3 (label in name). */}
      {label ? <span className="sr-only">{label}</span> : null}
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-amber-400 px-1 text-xs font-bold text-slate-900"
        >
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </button>
  );
}
