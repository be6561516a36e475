import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** Already translated; shown under the control and read out with it. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error wired together by id, so a screen reader announces the label and
 * the error with the control. The control is a render prop so any input (or a custom one) fits:
 * `<FormField label="E-mail" error={msg}>{(field) => <Input {...field} {...register('email')} />}</FormField>`.
 */
export function FormField({ label, error, hint, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}

/** An error line under a control, referenced by the control's aria-describedby. */
export function FieldMessage({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-700">
      {children}
    </p>
  );
}

/** A problem with the form as a whole ('Please fill in all required fields'), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
