import type { ReactNode } from 'react';
import type { FieldErrors, FieldPath, FieldValues, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FieldControlProps } from '#web/components/ui/form-field.tsx';
import type { SchemaFormState } from './use-schema-form';

interface SchemaFormProps<Input extends FieldValues, Output extends FieldValues> {
  form: SchemaFormState<Input, Output>;
  /** Runs with the schema's output once every rule holds. */
  onSubmit: (values: Output) => unknown;
  onInvalid?: (errors: FieldErrors<Input>) => void;
  className?: string;
  children: ReactNode;
}

/** The form element of a schema form: the browser's own checks off (the schema's rules speak instead). */
export function SchemaForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
}: SchemaFormProps<Input, Output>) {
  const submit = form.handleSubmit(async (values) => void (await onSubmit(values)), onInvalid);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={className}>
      {children}
    </form>
  );
}

interface SchemaFieldProps<Input extends FieldValues, Output extends FieldValues> {
  form: SchemaFormState<Input, Output>;
  name: FieldPath<Input>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** react-hook-form's options for the registration (e.g. deps: fields checked again when this one changes). */
  registerOptions?: RegisterOptions<Input, FieldPath<Input>>;
  /** The control, given its label, hint and error wiring and its registration to spread. */
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
}

/** One field of a schema form: FormField with the field's translated error, the control registered. */
export function SchemaField<Input extends FieldValues, Output extends FieldValues>({
  form,
  name,
  registerOptions,
  children,
  ...field
}: SchemaFieldProps<Input, Output>) {
  return (
    <FormField {...field} error={form.errorOf(name)}>
      {(control) => children({ ...control, ...form.register(name, registerOptions) })}
    </FormField>
  );
}
