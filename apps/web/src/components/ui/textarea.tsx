import type { ComponentProps } from 'react';
import { inputClasses } from './input';

/** A styled multi-line input, matching Input; `aria-invalid` (set by FormField) draws the error state. */
export function Textarea({ className = '', rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={`${inputClasses} ${className}`.trim()} {...props} />;
}
