import type { ComponentProps } from 'react';
import { inputClasses } from './input';

/** A styled native select: the browser's own keyboard and screen-reader support, our look. */
export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${inputClasses} ${className}`.trim()} {...props} />;
}
