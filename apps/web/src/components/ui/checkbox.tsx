import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage } from './form-field';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  /** May hold links (terms, privacy): a click on a link follows it without ticking the box. */
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it and an optional error line, tied together by id. */
export function Checkbox({ label, error, className = '', ...props }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`space-y-1 ${className}`.trim()}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
