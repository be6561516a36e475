import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';

export interface SchemaFormOptions<Input extends FieldValues, Output> {
  /** The form's rules; its messages are keys (or a server's text) that `errorText` turns into what is shown. */
  schema: ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The text shown for a field's error message, or undefined to show none (a form-wide alert says it). */
  errorText: (message: string | undefined) => string | undefined;
}

/**
 * A form whose rules are a zod schema: react-hook-form with the schema's resolver, and per field the
 * translated error (`errorOf`) and what a control that shows it needs (`field`: its registration and
 * error, for controls such as CodeField). What react-hook-form gives (register, handleSubmit,
 * formState, setError...) is all there too.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>({
  schema,
  defaultValues,
  errorText,
}: SchemaFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  // getFieldState with formState subscribes this form's render to errors, nested paths included.
  const errorOf = (name: FieldPath<Input>) => errorText(form.getFieldState(name, form.formState).error?.message);
  const field = <Name extends FieldPath<Input>>(
    name: Name,
  ): { registration: UseFormRegisterReturn<Name>; error: string | undefined } => ({
    registration: form.register(name),
    error: errorOf(name),
  });
  return { ...form, errorOf, field };
}

export type SchemaFormState<Input extends FieldValues, Output extends FieldValues = Input> = ReturnType<
  typeof useSchemaForm<Input, Output>
>;
