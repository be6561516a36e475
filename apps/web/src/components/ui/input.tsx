import type { ComponentProps } from 'react';

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200 ' +
  'read-only:bg-slate-100 read-only:text-slate-600 disabled:bg-slate-100 disabled:opacity-60 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:outline-red-200';

/** A styled text input; `aria-invalid` (set by FormField) draws the error state. */
export function Input({ className = '', type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={`${inputClasses} ${className}`.trim()} {...props} />;
}
